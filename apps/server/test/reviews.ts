import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import { STARTER_TEMPLATE, type ReviewTemplate, type ReviewTemplateInput } from '@topgear/shared/review-templates';
import type { ReviewRequest, ReviewRequestSummary } from '@topgear/shared/review-writing';
import { answered, signInAs, type AppSource, type SignedInUser } from './clients';

/** The starter template, and a section that people's reports answer about them. */
export const TEMPLATE_WITH_UPWARD: ReviewTemplateInput = {
  ...STARTER_TEMPLATE,
  sections: [
    ...STARTER_TEMPLATE.sections,
    {
      title: 'Leadership',
      questions: [
        { kind: 'rating', prompt: 'How well do they lead?', answeredBy: ['upward'], visibility: 'shared' },
        { kind: 'text', prompt: 'What should they keep doing?', answeredBy: ['upward'], visibility: 'shared' },
      ],
    },
  ],
};

/**
 * A department with `members` in it, each placed under their manager (`[person, manager]`), as an
 * administrator does; the managers are placed only if listed as members too.
 */
export async function aDepartmentOf(
  admin: SignedInUser,
  members: ReadonlyArray<readonly [SignedInUser, SignedInUser]>,
) {
  const department = await answered<OrgUnit>(
    admin,
    { method: 'POST', url: '/api/departments', payload: { name: `Department ${crypto.randomUUID()}` } },
    201,
  );
  for (const [person, manager] of members) {
    const placement = { departmentId: department.id, managerId: manager.me.id };
    await answered(admin, { method: 'PATCH', url: `/api/people/${person.me.id}`, payload: placement });
  }
  return department;
}

/** A template under a name no other test uses: the starter unless `input` is given. */
export const aTemplate = (admin: SignedInUser, input: ReviewTemplateInput = STARTER_TEMPLATE) =>
  answered<ReviewTemplate>(
    admin,
    { method: 'POST', url: '/api/review-templates', payload: { ...input, name: `Template ${crypto.randomUUID()}` } },
    201,
  );

/** A cycle of the first half of 2026 with self and manager reviews and deadlines in July, changed by `changes`. */
export const cycleSetup = (templateId: string, changes: Partial<ReviewCycleInput> = {}): ReviewCycleInput => ({
  name: `Cycle ${crypto.randomUUID()}`,
  templateId,
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  reviews: ['self', 'manager'],
  nominationsDue: '2026-07-03',
  writingDue: '2026-07-17',
  calibrationDue: '2026-07-24',
  sharingDue: '2026-07-31',
  ...changes,
});

/** Sets up `setup` as a draft and launches it. */
export async function aLaunchedCycle(admin: SignedInUser, setup: ReviewCycleInput) {
  const draft = await answered<ReviewCycle>(admin, { method: 'POST', url: '/api/review-cycles', payload: setup }, 201);
  return answered<ReviewCycle>(admin, { method: 'POST', url: `/api/review-cycles/${draft.id}/launch` });
}

/** Each question's answer: every rating `rating` and every written answer `text`, or what a function gives. */
type AnswersGiven =
  | { rating: number; text: string }
  | ((question: ReviewRequest['questions'][number]) => { rating: number | null; text: string });

/** Writes and submits `reviewer`'s `relation` review of `subject` in the cycle, answering as `given` says. */
export async function writeAndSubmit(
  reviewer: SignedInUser,
  cycleId: string,
  relation: ReviewRequestSummary['relation'],
  subject: SignedInUser,
  given: AnswersGiven,
) {
  const answerTo =
    typeof given === 'function'
      ? given
      : (question: ReviewRequest['questions'][number]) =>
          question.kind === 'text' ? { rating: null, text: given.text } : { rating: given.rating, text: '' };
  const summary = (await reviewer.getJson<ReviewRequestSummary[]>('/api/review-requests')).find(
    (review) => review.cycle.id === cycleId && review.relation === relation && review.subject.id === subject.me.id,
  )!;
  const review = await reviewer.getJson<ReviewRequest>(`/api/review-requests/${summary.id}`);
  const answers = Object.fromEntries(review.questions.map((question) => [question.id, answerTo(question)]));
  await answered(reviewer, { method: 'PUT', url: `/api/review-requests/${review.id}/answers`, payload: { answers } });
  await answered(reviewer, { method: 'POST', url: `/api/review-requests/${review.id}/submission` });
}

/** `top` ← `lead` ← `first`, `second`: the three below `top` in a new department, which `top` is not in. */
export async function aReviewTeam(source: AppSource, admin: SignedInUser) {
  const [top, lead, first, second] = await Promise.all([
    signInAs(source),
    signInAs(source),
    signInAs(source),
    signInAs(source),
  ]);
  const department = await aDepartmentOf(admin, [
    [lead, top],
    [first, lead],
    [second, lead],
  ]);
  return { top, lead, first, second, department };
}

/** The UTC day `days` from today, `YYYY-MM-DD`: for deadlines still ahead whenever the tests run. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Deadlines a month, two months, ten and eleven weeks from today. */
export const deadlinesAhead = () => ({
  nominationsDue: dayFromToday(30),
  writingDue: dayFromToday(60),
  calibrationDue: dayFromToday(70),
  sharingDue: dayFromToday(80),
});

/**
 * `top` ← `lead` ← `first`, `second`, `third` (both managers with the manager role), all but `top`
 * in a new department and in a cycle of `template` with self, manager, peer and upward reviews
 * (threshold 3), moved on to writing with `second` and `third` as `first`'s peers.
 */
export async function aCycleBeingWritten(source: AppSource, template: ReviewTemplateInput = TEMPLATE_WITH_UPWARD) {
  const [admin, top, lead, first, second, third] = await Promise.all([
    signInAs(source, { isAdmin: true }),
    signInAs(source, { isManager: true }),
    signInAs(source, { isManager: true }),
    signInAs(source),
    signInAs(source),
    signInAs(source),
  ]);
  const department = await aDepartmentOf(admin, [
    [lead, top],
    [first, lead],
    [second, lead],
    [third, lead],
  ]);
  const { id: templateId } = await aTemplate(admin, template);
  const launched = await aLaunchedCycle(
    admin,
    cycleSetup(templateId, {
      reviews: ['self', 'manager', 'peer', 'upward'],
      peersMin: 1,
      departmentIds: [department.id],
    }),
  );
  await answered(first, {
    method: 'PUT',
    url: `/api/review-cycles/${launched.id}/nominations/mine`,
    payload: { peerIds: [second.me.id, third.me.id] },
  });
  const cycle = await answered<ReviewCycle>(admin, {
    method: 'POST',
    url: `/api/review-cycles/${launched.id}/advance`,
    payload: { from: 'nominations' },
  });
  return { admin, top, lead, first, second, third, cycle };
}

/** Makes `person`, already taking part in a cycle, an administrator too, as another administrator would. */
export const madeAdministrator = (admin: SignedInUser, person: SignedInUser) =>
  answered(admin, { method: 'PUT', url: `/api/users/${person.me.id}/roles/admin` });
