import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import engagementIllustration from '@/assets/home/engagement.svg';
import goalsIllustration from '@/assets/home/goals.svg';
import performanceIllustration from '@/assets/home/performance.svg';
import tasksIllustration from '@/assets/home/tasks.svg';

interface FeatureSection {
  id: string;
  title: string;
  text: string;
  points: readonly string[];
  image: string;
  imageAlt: string;
}

const sections: readonly FeatureSection[] = [
  {
    id: 'goal-management',
    title: 'Goal management',
    text: 'Turn company objectives into goals each person owns, with a target, a unit and a date.',
    points: [
      'Seven goal categories, from productivity to leadership',
      'Targets from 1 to 10 in sprints or integrations',
      'Manager feedback right on the goal',
    ],
    image: goalsIllustration,
    imageAlt: 'Goals with progress bars beside a target hit in the centre',
  },
  {
    id: 'task-management',
    title: 'Task management',
    text: 'A personal board that stays simple enough to keep up to date, every single day.',
    points: [
      'Four columns: Not Started, Scheduled, In Progress, Completed',
      'Drag cards between columns, or move them with the keyboard',
      'Dates on every task so nothing slips',
    ],
    image: tasksIllustration,
    imageAlt: 'A four-column task board with a card being moved',
  },
  {
    id: 'performance-management',
    title: 'Performance management',
    text: 'Reviews people trust, because the criteria are known and the feedback is specific.',
    points: [
      '360, manager and peer reviews',
      'Skill framework analysis for every role',
      'One-on-ones and team meetings with shared notes',
    ],
    image: performanceIllustration,
    imageAlt: 'A rising chart, a trophy and a review card with stars',
  },
  {
    id: 'employee-engagement',
    title: 'Employee engagement',
    text: 'Give people a voice and a reason to celebrate each other, wherever they work.',
    points: [
      'A company news feed anyone can post to',
      'Peer awards and recognition',
      'Live chat with our support team',
    ],
    image: engagementIllustration,
    imageAlt: 'A news feed with a recognition post, hearts and badges',
  },
];

/** The four product areas, text and picture alternating sides on wide screens. */
export function FeatureSections() {
  return (
    <div className="bg-slate-50">
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mx-auto max-w-7xl px-4 py-14">
          <div className="grid items-center gap-10 md:grid-cols-2">
            <div className={index % 2 === 1 ? 'md:order-2' : ''}>
              <h2 id={section.id} className="text-3xl font-bold text-brand-900">
                {section.title}
              </h2>
              <p className="mt-3 text-lg text-slate-600">{section.text}</p>
              <ul className="mt-6 space-y-3">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <img
              src={section.image}
              alt={section.imageAlt}
              width={480}
              height={360}
              loading="lazy"
              className="mx-auto w-full max-w-md"
            />
          </div>
        </section>
      ))}
    </div>
  );
}
