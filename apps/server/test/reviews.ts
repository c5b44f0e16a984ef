import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import { STARTER_TEMPLATE, type ReviewTemplate, type ReviewTemplateInput } from '@topgear/shared/review-templates';
import { answered, type SignedInUser } from './clients';

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
