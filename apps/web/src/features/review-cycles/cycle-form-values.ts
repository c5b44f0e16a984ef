import {
  ANONYMITY_THRESHOLD,
  PEER_LIMITS,
  type ReviewCycle,
  type ReviewCycleInput,
  type ReviewCycleSetup,
} from '@topgear/shared/review-cycles';

/** What the cycle form holds while it is filled in: the shared schema's input. */
export type CycleValues = ReviewCycleInput;

/** A new cycle: the usual reviews (the person, their manager, peers), the usual limits, and no dates yet. */
export const NEW_CYCLE_VALUES: CycleValues = {
  name: '',
  templateId: '',
  periodStart: '',
  periodEnd: '',
  reviews: ['self', 'manager', 'peer'],
  peersMin: PEER_LIMITS.defaultMin,
  peersMax: PEER_LIMITS.defaultMax,
  anonymityThreshold: ANONYMITY_THRESHOLD.default,
  nominationsDue: null,
  writingDue: '',
  calibrationDue: '',
  sharingDue: '',
  departmentIds: [],
  managerIds: [],
  startedBy: null,
};

/** A saved draft as the form holds it. */
export const cycleValuesOf = (cycle: ReviewCycle): CycleValues => ({
  name: cycle.name,
  templateId: cycle.template?.id ?? '',
  periodStart: cycle.periodStart,
  periodEnd: cycle.periodEnd,
  reviews: cycle.reviews,
  peersMin: cycle.peersMin,
  peersMax: cycle.peersMax,
  anonymityThreshold: cycle.anonymityThreshold,
  nominationsDue: cycle.nominationsDue,
  writingDue: cycle.writingDue,
  calibrationDue: cycle.calibrationDue,
  sharingDue: cycle.sharingDue,
  departmentIds: cycle.departmentIds,
  managerIds: cycle.managerIds,
  startedBy: cycle.startedBy,
});

/** Without peer reviews the nominations deadline means nothing: it is not kept, whatever the hidden field held. */
export const setupToSave = (setup: ReviewCycleSetup): ReviewCycleSetup =>
  setup.reviews.includes('peer') ? setup : { ...setup, nominationsDue: null };
