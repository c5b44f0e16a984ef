import type { Person, PersonUpdate } from '@topgear/shared/people';

/** A person's placement as the edit form submits it: an id or null for each link, null for a blank. */
export const placementOf = (person: Person): PersonUpdate => ({
  jobTitle: person.jobTitle ?? undefined,
  departmentId: person.department?.id ?? null,
  teamId: person.team?.id ?? null,
  managerId: person.manager?.id ?? null,
  startDate: person.startDate,
  location: person.location,
  workPhone: person.workPhone,
});

/**
 * The fields of `after` that differ from `before`, and only those: what an administrator changed,
 * so a PATCH neither rewrites nor audits a field nobody touched.
 */
export const changedPlacement = (before: PersonUpdate, after: PersonUpdate): PersonUpdate =>
  Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => value !== undefined && value !== before[field as keyof PersonUpdate],
    ),
  );
