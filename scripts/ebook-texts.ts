/**
 * The ebooks’ texts, keyed by the slug in the catalogue (apps/server/src/db/demo-content/ebooks.ts),
 * which holds each book’s title and series. Only scripts/generate-ebook-pdfs.ts reads this module,
 * so the texts stay out of the server bundle. Write typographic punctuation (“ ” ’ – —): the
 * PDFs’ standard fonts have it.
 */
import type { EbookSlug } from '../apps/server/src/db/demo-content/ebooks';

export interface EbookSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface EbookText {
  subtitle: string;
  /** Band colour on the title page, as #rrggbb. */
  accent: string;
  intro: string[];
  sections: EbookSection[];
  checklist: string[];
}

export const ebookTexts: Record<EbookSlug, EbookText> = {
  'performance-review-playbook': {
    subtitle: 'Reviews that are fair, fast and actually useful',
    accent: '#f59e0b',
    intro: [
      'Most review cycles disappoint for a simple reason: they ask managers to reconstruct a whole year of work in a single afternoon, then compress it into a rating and a conversation that everyone dreads. The result is recency bias, vague praise, surprises, and a process people tolerate rather than value.',
      'This playbook breaks the review into five habits that spread the effort across the year. None of them needs special software or a big budget. Together they make the review itself short, specific and, most importantly, free of surprises.',
    ],
    sections: [
      {
        heading: '1. Collect evidence all year',
        paragraphs: [
          'A good review is written from notes, not memory. Keep a simple running log for each person you manage and spend ten minutes on it every Friday. Record what happened, when, and why it mattered. Include misses as well as wins, and note the context: a project that slipped because requirements changed twice tells a different story from one that slipped for no clear reason.',
          'Ask each person to keep their own log too. When review season arrives, you merge two sets of evidence instead of arguing over one set of recollections.',
        ],
        bullets: [
          'Link entries to goals or OKRs so progress is easy to trace.',
          'Capture feedback from peers and stakeholders as it arrives, with the date.',
          'Write facts and observed behavior, not conclusions (“missed two deadlines in May”, not “unreliable”).',
        ],
      },
      {
        heading: '2. Write against clear expectations',
        paragraphs: [
          'Rate people against the expectations for their role and level, never against each other. If your organization has a skills framework or level guide, quote it. If it does not, write down three to five expectations for the role before you start and share them with the person.',
          'For every claim in the review, give an example. A useful pattern is situation, behavior, impact: what was going on, what the person did, and what changed as a result. Adjectives without evidence (“great attitude”, “needs more ownership”) are the first thing people forget and the first thing they dispute.',
        ],
      },
      {
        heading: '3. Calibrate before you communicate',
        paragraphs: [
          'Before any rating reaches an employee, managers who rate similar roles should compare notes in a short calibration session. The goal is consistency, not a forced curve: the same evidence should lead to the same rating whichever manager wrote it. Bring the evidence, not just the number.',
        ],
        bullets: [
          'Recency bias: is the rating driven by the last six weeks?',
          'Halo and horns: is one strong trait or one bad incident coloring everything?',
          'Similarity bias: are people who work like the manager rated higher?',
          'Central tendency: is everyone a safe “meets expectations”?',
        ],
      },
      {
        heading: '4. Hold a conversation, not a verdict',
        paragraphs: [
          'Share the written review at least a day before you meet, so the person can read it calmly and come prepared. Open the meeting by asking for their reaction and their own assessment, then discuss where you differ. Spend at least half the time looking forward: what they want to learn, what support they need, and what the next six months should focus on.',
          'If pay is affected, many teams discuss compensation in a separate meeting a week later. It keeps the development conversation from being drowned out by the number.',
        ],
      },
      {
        heading: '5. Follow through',
        paragraphs: [
          'Agree on two or three development goals, write them down where both of you can see them, and check in on them at your next one-on-ones. A review that leads to nothing teaches people that the process is theater. A review whose goals come up again thirty days later teaches them it matters.',
        ],
      },
    ],
    checklist: [
      'Weekly evidence log kept for every direct report',
      'Role expectations written down and shared before the cycle',
      'Every rating supported by at least two concrete examples',
      'Calibration session held with peers who rate similar roles',
      'Written review shared 24 hours before the meeting',
      'Two or three development goals agreed and recorded',
      'Follow-up booked within 30 days',
    ],
  },
  'okr-field-guide': {
    subtitle: 'Setting, tracking and grading objectives that move the business',
    accent: '#f43f5e',
    intro: [
      'Objectives and key results (OKRs) are a simple idea: say where you want to go, then say how you will know you got there. Teams that use them well get focus and alignment. Teams that use them badly get a quarterly spreadsheet ritual that nobody reads after week two.',
      'This field guide covers the parts that make the difference: writing objectives people remember, choosing key results that measure outcomes, running a light weekly rhythm, and grading honestly at the end of the quarter.',
    ],
    sections: [
      {
        heading: 'Write objectives people remember',
        paragraphs: [
          'An objective is qualitative, ambitious and short enough to repeat from memory. “Make onboarding something new hires rave about” beats “Improve onboarding process efficiency metrics”. If a team member cannot recite the objective a month later, it is too long or too abstract.',
          'Keep the number small. Three objectives per team per quarter is plenty; one or two is often better. Every extra objective dilutes attention from the others.',
        ],
      },
      {
        heading: 'Make key results measure outcomes',
        paragraphs: [
          'Key results are the evidence that the objective was achieved. They should describe a change in the world, not a list of tasks. “Launch the new onboarding portal” is a task; “New hires complete their first project within 14 days, up from 30” is an outcome.',
        ],
        bullets: [
          'Use a baseline and a target: from X to Y.',
          'Aim for two to four key results per objective.',
          'Pair a speed metric with a quality metric so one cannot be gamed at the expense of the other.',
          'If you cannot measure it yet, the first key result is to start measuring it.',
        ],
      },
      {
        heading: 'Run a light weekly rhythm',
        paragraphs: [
          'OKRs die from neglect, not from bad wording. Once a week, each key result owner updates the current value and a confidence score from 1 to 10 that the target will be reached. It takes five minutes. Review the changes in the team meeting and talk only about the key results whose confidence dropped. That is where help is needed.',
          'Keep tasks and projects on the team board, not in the OKR tool. OKRs say why; the board says what and when.',
        ],
      },
      {
        heading: 'Grade honestly and learn',
        paragraphs: [
          'At the end of the quarter, score each key result from 0.0 to 1.0. For stretch goals, landing around 0.7 is a healthy result; hitting 1.0 every time usually means the targets were too safe. Do not tie grades directly to pay or ratings, or people will quietly set goals they know they can hit.',
          'Spend thirty minutes on a retrospective: what moved the numbers, what did not, and what you would set differently. Carry those lessons into the next quarter.',
        ],
      },
      {
        heading: 'Common failure modes',
        paragraphs: [],
        bullets: [
          'Too many OKRs: everything is a priority, so nothing is.',
          'Cascading by decree: top-level OKRs copied down word for word with no team input.',
          'Business as usual dressed up as OKRs: keep-the-lights-on work belongs in health metrics.',
          'Set and forget: no weekly check-in, so the end of quarter is a surprise.',
        ],
      },
    ],
    checklist: [
      'No more than three objectives per team',
      'Every key result has a baseline, a target and an owner',
      'At least one quality metric paired with each speed metric',
      'Weekly confidence updates scheduled in the team meeting',
      'OKR grades kept separate from performance ratings',
      'End-of-quarter retrospective booked before the quarter starts',
    ],
  },
  'new-manager-handbook': {
    subtitle: 'Your first six months leading a team',
    accent: '#10b981',
    intro: [
      'Becoming a manager is a career change disguised as a promotion. The skills that got you here—being the best at the work—are no longer the main measure of your success. Your output is now the output of your team, and your main tools are attention, clarity and conversations.',
      'This handbook gives you a practical plan for the first six months: how to listen first, which rhythms to set up, how to delegate, and how to give feedback before small problems become big ones.',
    ],
    sections: [
      {
        heading: 'The first 30 days: listen',
        paragraphs: [
          'Resist the urge to fix things in your first month. Hold a longer one-on-one with every person on the team and ask the same questions of each, so you can compare the answers.',
        ],
        bullets: [
          'What do you enjoy most about your work, and what drains you?',
          'What is one thing we should stop doing?',
          'What do you need from me to do your best work?',
          'How do you like to receive feedback and recognition?',
          'Where do you want to be in two years?',
        ],
      },
      {
        heading: 'Set up your rhythms',
        paragraphs: [
          'Good management is mostly a set of reliable habits. Start with three: a weekly 30-minute one-on-one with each direct report that belongs to them (their agenda first), a weekly team meeting focused on priorities and blockers, and a short written update to your own manager every Friday. Protect these slots. Cancelling one-on-ones is the fastest way to tell people they are not a priority.',
        ],
      },
      {
        heading: 'Delegate outcomes, not tasks',
        paragraphs: [
          'New managers often hold on to the work they know best. Instead, hand over outcomes with clear context: what success looks like, why it matters, the constraints, and when you would like to hear back. Agree on the level of autonomy up front, from “research and recommend” to “decide and let me know afterwards”. Then resist the temptation to take it back when it is done differently from how you would have done it.',
        ],
      },
      {
        heading: 'Give feedback early and often',
        paragraphs: [
          'Feedback is a gift only when it arrives in time to be useful. Give it within a few days of the moment, in private for corrections and in public for praise when the person is comfortable with that. Use situation, behavior, impact, and end with a question rather than a lecture: “How do you see it?”',
          'Aim for a ratio of several pieces of positive, specific feedback for every correction. People accept criticism far more readily from someone who clearly notices their good work.',
        ],
      },
      {
        heading: 'Manage yourself and manage up',
        paragraphs: [
          'Block time for thinking each week, keep a list of decisions you are waiting on, and ask your own manager for feedback on your management, not just on your team results. Find a peer group of other managers: most of the problems you will face are common, and they are easier with company.',
        ],
      },
    ],
    checklist: [
      'Listening one-on-ones held with every team member',
      'Weekly one-on-ones booked and protected',
      'Team meeting agenda built around priorities and blockers',
      'Friday written update sent to your manager',
      'At least one outcome delegated with a clear level of autonomy',
      'Feedback given within a week of the moment that prompted it',
      'A peer group of managers to learn with',
    ],
  },
  'remote-team-guide': {
    subtitle: 'Practical habits for distributed and hybrid teams',
    accent: '#8b5cf6',
    intro: [
      'Remote work does not break teams; unexamined office habits do. When people no longer share a room, the information that used to travel by overhearing and hallway chats stops flowing, and decisions quietly go to whoever is in the right meeting.',
      'Leading a distributed team well means making the invisible visible on purpose: writing things down, designing for time zones, judging work by outcomes, and creating connection deliberately instead of hoping it happens.',
    ],
    sections: [
      {
        heading: 'Default to writing',
        paragraphs: [
          'Make written communication the primary channel and meetings the exception. Decisions, plans and status belong in documents that anyone can find later, not in a call that half the team missed. A short decision note (context, options, decision, owner, date) saves hours of repeated explanations.',
        ],
        bullets: [
          'One shared place for team decisions and plans.',
          'Meeting notes published within the day, with actions and owners.',
          'Status shared in async stand-ups instead of daily calls.',
        ],
      },
      {
        heading: 'Design for time zones',
        paragraphs: [
          'Identify the overlap hours when everyone is online and reserve them for work that truly needs real-time discussion. Outside the overlap, work should be able to move forward without waiting. Hand over clearly at the end of the day: what is done, what is blocked, what the next person needs. Rotate inconvenient meeting times so the same people are not always joining at night.',
        ],
      },
      {
        heading: 'Meetings worth attending',
        paragraphs: [
          'Every recurring meeting needs a purpose, an agenda shared in advance, and a decision or outcome at the end. Review your recurring meetings every quarter and cancel the ones that only share information; that can be written. Keep cameras optional, and give quieter people a way to contribute, such as a shared document where questions are added before the call.',
        ],
      },
      {
        heading: 'Visibility without surveillance',
        paragraphs: [
          'Monitoring activity (online status, keystrokes, hours logged) measures presence, not progress, and it destroys trust. Agree on clear outcomes instead, make them visible on a shared task board, and review progress in weekly one-on-ones. When something slips, ask what got in the way before assuming anything about effort.',
        ],
      },
      {
        heading: 'Connection on purpose',
        paragraphs: [
          'Relationships that form naturally in an office need deliberate support remotely. Give every new hire an onboarding buddy, keep a few minutes of each team meeting for non-work conversation, celebrate wins publicly, and meet in person when budget allows, with the time spent on connection and planning rather than on work that could be done from home.',
        ],
      },
      {
        heading: 'A weekly operating rhythm',
        paragraphs: ['A predictable rhythm replaces much of what an office provided by accident:'],
        bullets: [
          'Monday: each person posts their goals for the week in the team channel.',
          'Daily: a short async check-in on progress and blockers, read by the manager.',
          'Midweek: one live team call inside the overlap hours, with a written agenda.',
          'Friday: a written round-up of wins, learnings and shout-outs.',
          'Monthly: an optional social session with no work agenda at all.',
        ],
      },
    ],
    checklist: [
      'Team decisions recorded in one shared, searchable place',
      'Overlap hours identified and protected for live discussion',
      'Every recurring meeting has an agenda and a written outcome',
      'Work judged on visible outcomes, not online activity',
      'Inconvenient meeting times rotated fairly',
      'Onboarding buddy assigned to every new hire',
      'Regular rituals for recognition and social connection',
    ],
  },
  'people-metrics-primer': {
    subtitle: 'The handful of numbers every people team should track',
    accent: '#3a9bc2',
    intro: [
      'People analytics does not need a data science team. It needs a short list of well-defined numbers, tracked consistently, and a habit of asking what decision each number is meant to inform. A dashboard with forty charts is usually read less than a single page with six.',
      'This primer covers the core metrics, how to calculate them, how to read them responsibly, and how to turn them into action.',
    ],
    sections: [
      {
        heading: 'Start from decisions, not dashboards',
        paragraphs: [
          'Before adding any metric, write down the question it answers and who will act on it. “Are we losing the people we most want to keep?” leads to regretted attrition. “Are new hires becoming productive quickly?” leads to time to productivity. If nobody would act differently when the number changes, do not track it.',
        ],
      },
      {
        heading: 'The core set',
        paragraphs: ['These six metrics cover most of what a growing company needs to know:'],
        bullets: [
          'Regretted attrition: regretted leavers in the period divided by average headcount, annualized.',
          'Time to productivity: days from start date to a defined milestone, such as first shipped project.',
          'Internal mobility: share of open roles filled by internal candidates.',
          'Engagement: survey participation rate plus the trend of a few key questions.',
          'Review health: share of reviews completed on time and the spread of ratings by team.',
          'Manager span: direct reports per manager; very wide or very narrow spans both deserve a look.',
        ],
      },
      {
        heading: 'Read the numbers responsibly',
        paragraphs: [
          'People data is about people, so privacy comes first. Never report results for groups smaller than five, and be careful with combinations of filters that could identify individuals. Prefer trends over snapshots: a single quarter of attrition in a team of twelve can swing wildly on one departure.',
          'Always segment before you conclude. An average engagement score can hide one team in real trouble. Compare by team, tenure, level and location, and look for differences that persist over several periods.',
        ],
      },
      {
        heading: 'From metric to action',
        paragraphs: [
          'Every metric review should end with owners and next steps. If regretted attrition rises in one department, talk to the managers and read the exit interviews before launching a company-wide program. Share what you learned and what you will do with the people who provided the data; it is the surest way to keep participation high next time.',
        ],
      },
      {
        heading: 'A one-hour quarterly metrics review',
        paragraphs: [
          'A regular, short review beats an occasional deep dive. Invite the people leads and one or two business leaders, share the numbers a day in advance, and use a fixed agenda:',
        ],
        bullets: [
          '10 minutes: trends against the last four quarters, with definitions on one page.',
          '20 minutes: the two biggest changes, segmented by team, tenure and level.',
          '20 minutes: likely causes, and which conversations or data would confirm them.',
          '10 minutes: decisions, owners and dates, recorded where everyone can see them.',
        ],
      },
    ],
    checklist: [
      'Each metric has a written definition and a named owner',
      'Each metric is tied to a decision someone will make',
      'No report covers a group smaller than five people',
      'Trends shown over at least four periods',
      'Results segmented by team, tenure and level before conclusions',
      'Actions and owners recorded at every metrics review',
    ],
  },
  'culture-by-design': {
    subtitle: 'Turning values into everyday behavior',
    accent: '#f43f5e',
    intro: [
      'Every company has a culture; the only question is whether it was designed or happened by accident. Culture is not the list of values on the wall. It is what people see rewarded, tolerated and repeated, day after day.',
      'This guide shows how to write values that guide real decisions, build them into the systems that shape behavior, and keep them alive as the company grows.',
    ],
    sections: [
      {
        heading: 'Culture is what you reward',
        paragraphs: [
          'People watch who gets promoted, who gets praised in the all-hands meeting, and what happens when a high performer behaves badly. Those moments teach more than any poster. Start by listing the behaviors your systems actually reward today; the gap between that list and your stated values is your real culture work.',
        ],
      },
      {
        heading: 'Write values as behaviors and trade-offs',
        paragraphs: [
          'Values such as “integrity” or “excellence” are hard to disagree with and therefore hard to use. Rewrite each value as behaviors someone could observe, and make the trade-off explicit. “We choose speed even over polish: we ship small and improve fast” tells people what to do when the two conflict.',
        ],
        bullets: [
          'Keep to three to five values.',
          'For each value, list two behaviors that show it and one that breaks it.',
          'Test each value against a real recent decision: would it have helped?',
        ],
      },
      {
        heading: 'Build values into your systems',
        paragraphs: [
          'Values stick when they appear in the everyday processes that shape careers. Add value-based questions to interviews, assess the behaviors in performance reviews, make promotion criteria reference them, and tag peer recognition with the value it reflects. Over time, the recognition feed becomes a living library of what each value looks like in practice.',
        ],
      },
      {
        heading: 'Rituals that carry the culture',
        paragraphs: [
          'Small, repeated rituals transmit culture better than occasional big events. A weekly round of shout-outs, a demo day where teams show unfinished work, a written welcome from the founder to every new hire: each one says “this is how we do things here” without a lecture.',
        ],
      },
      {
        heading: 'Measure and revisit',
        paragraphs: [
          'Include two or three culture questions in your engagement survey, such as whether people see the values reflected in decisions. Review the values every year or two. Growth changes what a company needs, and values that no longer guide decisions should be rewritten rather than ignored.',
        ],
      },
      {
        heading: 'Handle the hard cases consistently',
        paragraphs: [
          'The real test of a value comes when it is inconvenient: a top performer who hits every target while treating colleagues badly, or a deadline that tempts the team to cut a corner it promised never to cut. How leaders act in those moments defines the culture more than anything written down. Apply the same standards at every level, explain decisions openly when you can, and admit it when leadership falls short of the values. People forgive mistakes far more readily than double standards.',
        ],
      },
    ],
    checklist: [
      'Three to five values, each written as observable behaviors',
      'Explicit trade-offs stated for each value',
      'Values included in interviews, reviews and promotion criteria',
      'Peer recognition tagged with the value it reflects',
      'At least one weekly ritual that reinforces the culture',
      'Culture questions included in the engagement survey',
    ],
  },
  'iterate-faster-planning': {
    subtitle: 'Smaller plans, shorter cycles, fewer surprises',
    accent: '#1d7fa8',
    intro: [
      'Big plans feel safe. They are also where most delays hide: the larger the batch of work, the longer it takes to learn whether any of it was right. Teams that plan in small batches learn sooner, change course cheaply, and deliver something of value every cycle.',
      'This first volume of the Iterate Faster series shows how to slice work, run a simple two-week planning rhythm, and keep work moving across a four-column board.',
    ],
    sections: [
      {
        heading: 'Why small batches win',
        paragraphs: [
          'A small batch is finished sooner, so feedback arrives sooner. It carries less risk, because a mistake affects a day of work rather than a month. And it is easier to estimate: most people can predict a two-day task reasonably well, but almost nobody can predict a three-month project.',
        ],
      },
      {
        heading: 'Slice work vertically',
        paragraphs: [
          'Slice work so that each piece delivers something usable end to end, even if it is small. “Employees can request a single day off” is a vertical slice; “build the database tables for time off” is a horizontal layer that delivers nothing on its own.',
        ],
        bullets: [
          'Target tasks that take one to three days.',
          'If a task needs the word “and” to describe it, split it.',
          'Ship the simplest version first, then add the edge cases.',
        ],
      },
      {
        heading: 'A two-week planning rhythm',
        paragraphs: [
          'Plan in cycles of one or two weeks. At the start, the team picks the goals for the cycle and pulls in only the work that serves them. In the middle, a short check-in adjusts scope if something turned out bigger than expected. At the end, the team reviews what was delivered and what was learned, and that review feeds the next plan. The whole rhythm takes about two hours every two weeks.',
        ],
      },
      {
        heading: 'Keep work moving on a four-column board',
        paragraphs: [
          'A board with four columns, Not started, Scheduled, In progress and Completed, makes flow visible. Scheduled means the work has a date and an owner; In progress means someone is actively on it today. Set a limit on how many items each person can have In progress, often two. When the limit is reached, finish something before starting something new. Stop starting, start finishing.',
        ],
      },
      {
        heading: 'Saying no to keep batches small',
        paragraphs: [
          'Small batches only work if the queue stays short. Keep the Not started column to a few weeks of work, archive ideas that have sat untouched for a quarter, and make every new request answer the same question: what will we not do so that we can do this?',
        ],
      },
      {
        heading: 'Estimate without agonizing',
        paragraphs: [
          'Detailed estimates of large pieces of work are rarely accurate and take time that could be spent delivering. Size items roughly as small, medium or large, and split anything large before it is scheduled. Then track throughput: how many items the team completes each week. After a few cycles, throughput gives you a forecast that is usually more reliable than any estimation session, because it is based on what actually happened.',
        ],
      },
    ],
    checklist: [
      'Most tasks sized at one to three days',
      'Work sliced vertically so each piece is usable',
      'Cycle goals set at the start of every one- or two-week cycle',
      'Four-column board updated daily',
      'Work-in-progress limit agreed and respected',
      'Backlog pruned at least once a quarter',
    ],
  },
  'iterate-faster-feedback-loops': {
    subtitle: 'Learn in days what used to take months',
    accent: '#10b981',
    intro: [
      'Speed of learning sets the speed of everything else. A team that finds out in a day whether an idea works will outpace a team that finds out at the end of the quarter, however talented the second team is.',
      'This volume looks at the feedback loops that matter most for teams, how to measure and shorten them, and how the same thinking applies to feedback between people.',
    ],
    sections: [
      {
        heading: 'Map your loops',
        paragraphs: [
          'A feedback loop is the time between doing something and learning whether it worked. List the loops your team depends on and estimate how long each one takes today.',
        ],
        bullets: [
          'Code or document review: from “ready” to first comments.',
          'Customer feedback: from release to hearing how it is used.',
          'Planning: from committing to a goal to knowing if it was the right one.',
          'People feedback: from a behavior to hearing about its impact.',
        ],
      },
      {
        heading: 'Shorten each loop',
        paragraphs: [
          'The longest loop is usually the best place to start. Reviews that wait for days can get a same-day service level. Customer feedback can come from a weekly call with two users instead of a yearly survey. Planning loops shrink when goals are checked weekly instead of quarterly. Each improvement compounds, because faster feedback means fewer wasted days building on wrong assumptions.',
        ],
      },
      {
        heading: 'Measure loop time',
        paragraphs: [
          'What gets measured gets shorter. Track the median time of your two or three most important loops, such as review turnaround and time from release to first customer feedback, and look at the trend every month. Medians matter more than averages, since one stuck item can distort an average badly.',
        ],
      },
      {
        heading: 'Feedback between people',
        paragraphs: [
          'The same principle applies to performance. Feedback delivered once a year in a review arrives far too late to change anything. Weekly one-on-ones, quick written kudos and short peer feedback requests after each project turn a yearly loop into a weekly one. Keep it specific: describe the situation, the behavior, and its impact, then ask for the other person’s view.',
        ],
      },
      {
        heading: 'Close the loop visibly',
        paragraphs: [
          'Feedback dries up when people never see what happened to it. When a customer suggestion ships, tell the customer. When a survey leads to a change, say so and credit the survey. When a colleague’s feedback changed how you work, thank them. Visible follow-through is what keeps the next round of feedback coming.',
        ],
      },
      {
        heading: 'A worked example',
        paragraphs: [
          'One product team found that work waited an average of three days for review, longer than it took to build. They agreed on a same-day target, added two fixed review slots to each day, and posted the median wait in their weekly update. Within a month the median fell to five hours, and the time from starting a task to releasing it dropped by about a third. Nothing else changed: the same people, the same tools, a shorter loop.',
        ],
      },
    ],
    checklist: [
      'Key feedback loops listed with their current duration',
      'Same-day turnaround target for reviews',
      'Regular direct contact with a few customers or users',
      'Median loop times tracked monthly',
      'Weekly one-on-ones and lightweight peer feedback in place',
      'Every piece of acted-on feedback acknowledged to its source',
    ],
  },
  'iterate-faster-shipping': {
    subtitle: 'Make releases small, routine and boring',
    accent: '#f59e0b',
    intro: [
      'Teams that release rarely treat each release as an event: long checklists, late nights and a nervous rollback plan. Teams that release every week treat it as routine. The difference is not courage. It is batch size, automation and a few simple practices.',
      'This volume explains how to move to a weekly release rhythm without increasing risk, and how to keep everyone informed about what changed.',
    ],
    sections: [
      {
        heading: 'Small releases reduce risk',
        paragraphs: [
          'A release that contains three changes is easy to test, easy to explain and easy to roll back. A release that contains three hundred changes is none of these. Shipping weekly forces batches to stay small, and small batches are the single most effective way to make releases safe.',
        ],
      },
      {
        heading: 'Keep the main branch releasable',
        paragraphs: [
          'Merge small changes to the main branch at least daily, behind feature flags when the work is not ready for users. Long-lived branches pile up conflicts and hidden risk. A flag lets unfinished work ship dark, be tested in production by the team, and be switched on when it is ready, or switched off in seconds if something goes wrong.',
        ],
      },
      {
        heading: 'Automate the release path',
        paragraphs: ['Anything done by hand on release day will eventually be forgotten. Automate the path:'],
        bullets: [
          'Every change runs linting, type checks and tests before it can merge.',
          'A build produced once is the same artifact that is deployed everywhere.',
          'Database migrations run automatically and are backwards compatible.',
          'A smoke test checks the critical user journeys right after deploy.',
          'Rollback is a single, rehearsed command.',
        ],
      },
      {
        heading: 'Agree on a definition of done',
        paragraphs: [
          'Done means released and working for users, not merged. Write down what done includes for your team, for example tests written, documentation updated, flag removed after rollout, and metrics checked a day later. A shared definition prevents half-finished work from quietly accumulating.',
        ],
      },
      {
        heading: 'Communicate every change',
        paragraphs: [
          'Weekly releases are only valuable if people know what changed. Keep a short changelog in plain language, share highlights with support and customer-facing teams before the release, and celebrate what shipped in the team meeting. It builds a sense of momentum that motivates the next week.',
        ],
      },
      {
        heading: 'Getting from quarterly to weekly',
        paragraphs: [
          'Do not jump straight from four releases a year to fifty. Move to monthly releases first and write down everything that hurts. Automate or remove the most painful manual step before every release, then halve the interval again. Each step exposes the next bottleneck while the stakes are still low. Most teams reach a weekly rhythm within two or three quarters, and find that release day becomes the least stressful day of the week.',
        ],
      },
    ],
    checklist: [
      'Changes merged to the main branch at least daily',
      'Feature flags available for unfinished work',
      'Automated checks required before every merge',
      'One-command deploy and rehearsed rollback',
      'Written definition of done that includes “released”',
      'Plain-language changelog published with each release',
    ],
  },
  'iterate-faster-retrospectives': {
    subtitle: 'From venting session to engine of improvement',
    accent: '#8b5cf6',
    intro: [
      'A retrospective is the team’s chance to improve how it works. Too often it becomes a routine where the same complaints are raised, sticky notes are grouped, and nothing changes. After a few rounds, people stop bringing real issues.',
      'This volume offers a tested 45-minute format, ways to make it safe to speak honestly, and, most importantly, a method for turning insights into actions that actually happen.',
    ],
    sections: [
      {
        heading: 'Why retrospectives stall',
        paragraphs: [
          'Most retros fail for one of three reasons: people do not feel safe raising real problems, the discussion ends without clear owners, or last time’s actions are never reviewed. Fix those three and the format matters much less.',
        ],
      },
      {
        heading: 'A 45-minute format',
        paragraphs: [],
        bullets: [
          '5 minutes: review the actions from the last retrospective. Done, not done, dropped?',
          '10 minutes: everyone writes notes silently on what helped, what hindered, and what puzzled them.',
          '10 minutes: group the notes and vote on the two topics that matter most.',
          '15 minutes: discuss the top topics, looking for causes rather than blame.',
          '5 minutes: agree on one or two actions, each with an owner and a date.',
        ],
      },
      {
        heading: 'Make it safe',
        paragraphs: [
          'Open with the prime directive or your own version of it: everyone did the best job they could with what they knew at the time. Let the facilitator role rotate, so the manager does not always lead. Silent writing before discussion gives quieter people an equal voice, and anonymous notes can help when trust is still being built.',
        ],
      },
      {
        heading: 'Turn insights into owned actions',
        paragraphs: [
          'Fewer actions beat more actions. One improvement that actually happens is worth more than five that are forgotten. Write each action as a concrete change (“review pull requests before standing up from lunch”), not an intention (“communicate better”). Put the actions on the team board next to the rest of the work, so they compete for time openly instead of being squeezed out.',
        ],
      },
      {
        heading: 'Track improvement over time',
        paragraphs: [
          'Keep a simple log of retro actions and their outcomes. Every quarter, read it back: which changes stuck, which problems keep coming back, and which should be escalated beyond the team. Recurring topics are a signal that the cause sits outside the team’s control and needs a manager’s help.',
        ],
      },
      {
        heading: 'Formats to keep it fresh',
        paragraphs: ['Changing the prompt every few sessions helps people see problems from a new angle:'],
        bullets: [
          'Start, stop, continue: quick and familiar, good for short cycles.',
          'Liked, learned, lacked, longed for: draws out learning as well as problems.',
          'Timeline: plot the highs and lows of a longer project before discussing them.',
          'Sailboat: what pushed us forward, what held us back, and what risks lie ahead.',
        ],
      },
    ],
    checklist: [
      'Previous actions reviewed at the start of every retro',
      'Silent writing before open discussion',
      'Facilitator role rotated across the team',
      'No more than two actions, each with an owner and a date',
      'Actions visible on the team board',
      'Quarterly review of the retro action log',
    ],
  },
  'iterate-faster-experiments': {
    subtitle: 'Replace opinions with evidence, one test at a time',
    accent: '#f43f5e',
    intro: [
      'Many debates inside a company cannot be settled by argument, only by trying something and watching what happens. An experiment turns “I think” into “we found”, and a team that runs small experiments regularly makes better decisions with less friction.',
      'This volume explains how to write a testable hypothesis, choose metrics and guardrails, run the test for long enough, and record the result so it informs future work. The same method applies to product features and to people processes.',
    ],
    sections: [
      {
        heading: 'Start with a hypothesis',
        paragraphs: [
          'A hypothesis states what you will change, what you expect to happen, and why. A useful template is: “We believe that [change] for [group] will result in [outcome], because [reason]. We will know it worked when [metric] moves from X to Y.” Writing the expected result down in advance prevents the outcome from being reinterpreted afterwards.',
        ],
      },
      {
        heading: 'Pick one metric and a few guardrails',
        paragraphs: [
          'Choose a single primary metric that decides success. Add guardrail metrics that must not get worse, for example support tickets or completion time. A change that lifts sign-ups while doubling complaints is not a win.',
        ],
      },
      {
        heading: 'Size and duration',
        paragraphs: [
          'Decide in advance how long the experiment will run and how many people it needs to include, and stick to it. Checking results every day and stopping as soon as they look good is the most common way to fool yourself. Run for at least one full weekly cycle so that day-of-week effects even out. If the group is too small to detect the change you care about, run a longer pilot or choose a bigger effect to test.',
        ],
      },
      {
        heading: 'Experiments for people processes',
        paragraphs: [
          'You can test process changes too. Pilot a new one-on-one template with two teams for six weeks and compare their survey scores with similar teams. Try async stand-ups for one team for a month. Be transparent with participants, keep the pilot small, and measure both the intended outcome and how people feel about the change.',
        ],
      },
      {
        heading: 'Decide and document',
        paragraphs: [
          'End every experiment with a decision: adopt, adapt or abandon. Write a one-page summary of the hypothesis, the result and the decision, and store it where others can find it. A shared library of experiments stops teams from repeating tests that have already been run and builds trust in evidence-based decisions.',
        ],
      },
      {
        heading: 'Common pitfalls',
        paragraphs: [],
        bullets: [
          'Changing several things at once, so nobody knows which change mattered.',
          'Running without a comparison group, and mistaking a seasonal rise for success.',
          'The novelty effect: early results look better simply because something is new.',
          'Moving the goalposts: choosing a different success metric after seeing the data.',
          'Ignoring the guardrails when the primary metric looks good.',
        ],
      },
    ],
    checklist: [
      'Hypothesis written down before the experiment starts',
      'One primary metric and at least one guardrail',
      'Duration and group size fixed in advance',
      'No early stopping based on interim results',
      'Participants informed when testing people processes',
      'One-page summary with a clear adopt, adapt or abandon decision',
    ],
  },
  'iterate-faster-scaling': {
    subtitle: 'Keeping the speed of a small team as you grow',
    accent: '#125273',
    intro: [
      'Small teams are fast because everyone knows everything. As a company grows, that shared context breaks down, coordination takes over, and work that once took a day now needs three meetings. Slowing down is not inevitable, but avoiding it takes deliberate design.',
      'This final volume of the Iterate Faster series covers where speed goes as teams grow and the structures that bring it back: clear ownership, lightweight decisions, paved roads and onboarding that scales.',
    ],
    sections: [
      {
        heading: 'Where the speed goes',
        paragraphs: [
          'The number of possible communication paths in a group of n people is n(n-1)/2. Five people have 10 paths; fifty have 1,225. Every handoff between teams adds waiting time, and every decision that needs many approvals adds days. Growth does not slow teams down by itself; dependencies do.',
        ],
      },
      {
        heading: 'Draw team boundaries around outcomes',
        paragraphs: [
          'Organize teams so that each one can deliver its main outcomes with as few dependencies as possible. Give each team a clear mission, the skills it needs, and ownership of the systems it changes most. When two teams must coordinate constantly, that is a sign the boundary is in the wrong place.',
        ],
      },
      {
        heading: 'Make decisions lightweight',
        paragraphs: [
          'Not every decision needs consensus. Separate reversible decisions, which the closest team can make quickly, from the few irreversible ones that deserve wider review. Record important decisions in short decision records (context, options, decision, consequences), so new people understand why things are the way they are without asking around.',
        ],
      },
      {
        heading: 'Pave the road',
        paragraphs: [
          'Shared tools, templates and defaults let every team move fast without reinventing the basics. A paved road might include a project template with testing and deployment set up, standard review cycles and OKR templates, and a common task board structure. Teams can leave the road when they have a good reason, but most will not need to.',
        ],
      },
      {
        heading: 'Onboarding as a throughput lever',
        paragraphs: [
          'In a growing company, a large share of people are new at any moment. Cutting time to productivity from three months to six weeks is like adding headcount for free. Give each new hire a written 30-60-90 day plan, a buddy, a small real task in the first week, and documentation that is kept current by the teams who own it.',
        ],
      },
      {
        heading: 'Warning signs to watch',
        paragraphs: ['Slowdown creeps in gradually. Review these signals every quarter:'],
        bullets: [
          'People spend more time in meetings about the work than doing it.',
          'Routine decisions wait days for one busy person.',
          'Releases need several teams to coordinate on the same day.',
          'New hires take months to ship their first meaningful change.',
          'The same cross-team problem appears in retrospectives quarter after quarter.',
        ],
      },
    ],
    checklist: [
      'Every team has a written mission and clear system ownership',
      'Cross-team dependencies reviewed each quarter',
      'Reversible decisions delegated to the closest team',
      'Decision records kept for significant choices',
      'Paved-road templates for projects, reviews and planning',
      'Written 30-60-90 day plan and buddy for every new hire',
    ],
  },
};
