import type { CyclePhase } from '@topgear/shared/review-cycles';
import type { NominationStatus } from '@topgear/shared/review-nominations';
import type { Reviewer, ReviewTemplateDocument } from '@topgear/shared/review-templates';
import type { Answer } from '@topgear/shared/review-writing';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { orgUnits } from './org-units';
import { reviewTemplates } from './review-templates';

/**
 * A round of performance reviews. While a draft, it names its template and who takes part by
 * rule (departments, managers' subtrees, a latest start date); launching copies the template into
 * `template` and freezes who takes part, and their managers, in `review_participants`.
 */
export const reviewCycles = pgTable(
  'review_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null once the template is deleted after the cycle closed; the copy in `template` stays. */
    templateId: uuid('template_id').references(() => reviewTemplates.id, { onDelete: 'set null' }),
    /** The template as it was at launch: what this cycle asks. Null while a draft. */
    template: jsonb('template').$type<ReviewTemplateDocument>(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    reviews: text('reviews').array().$type<Reviewer[]>().notNull(),
    peersMin: smallint('peers_min').notNull(),
    peersMax: smallint('peers_max').notNull(),
    anonymityThreshold: smallint('anonymity_threshold').notNull(),
    nominationsDue: date('nominations_due'),
    writingDue: date('writing_due').notNull(),
    calibrationDue: date('calibration_due').notNull(),
    sharingDue: date('sharing_due').notNull(),
    departmentIds: uuid('department_ids').array().notNull(),
    managerIds: text('manager_ids').array().notNull(),
    startedBy: date('started_by'),
    phase: text('phase').$type<CyclePhase>().notNull().default('draft'),
    launchedAt: timestamp('launched_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('review_cycles_by_template').on(table.templateId),
    check(
      'review_cycles_phase_known',
      sql`${table.phase} in ('draft', 'nominations', 'writing', 'calibration', 'sharing', 'closed')`,
    ),
    check('review_cycles_threshold', sql`${table.anonymityThreshold} between 3 and 10`),
    check('review_cycles_peer_limits', sql`${table.peersMin} between 1 and ${table.peersMax}`),
    check('review_cycles_launched_with_template', sql`(${table.phase} = 'draft') = (${table.template} is null)`),
  ],
);

/**
 * Who takes part in a launched cycle, with the manager and department they had at launch: the
 * reporting lines of the cycle, whatever changes in the organisation meanwhile.
 */
export const reviewParticipants = pgTable(
  'review_participants',
  {
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: text('manager_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    /**
     * The rating the person's review ends with, on the template's scale: proposed from the score
     * when writing closes, changed in calibration with a reason (the audit log keeps each change).
     */
    finalRating: smallint('final_rating'),
    finalRatingReason: text('final_rating_reason'),
    /** When the packet was shared with the person, and by whom; null until then. */
    sharedAt: timestamp('shared_at', { withTimezone: true, precision: 3 }),
    sharedBy: text('shared_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the person acknowledged the shared packet, and what they wrote back to their manager. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, precision: 3 }),
    acknowledgementComment: text('acknowledgement_comment'),
  },
  (table) => [
    primaryKey({ columns: [table.cycleId, table.personId] }),
    index('review_participants_by_manager').on(table.cycleId, table.managerId),
    check('review_participants_rating_positive', sql`${table.finalRating} is null or ${table.finalRating} >= 1`),
    check(
      'review_participants_acknowledged_once_shared',
      sql`${table.acknowledgedAt} is null or ${table.sharedAt} is not null`,
    ),
  ],
);

/**
 * The peers who will review a participant: nominated by them (`self`) or added by their manager
 * (`manager`, approved at once); a peer may decline with a reason. Moving the cycle on to writing
 * approves those still proposed.
 */
export const reviewNominations = pgTable(
  'review_nominations',
  {
    cycleId: uuid('cycle_id').notNull(),
    subjectId: text('subject_id').notNull(),
    peerId: text('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<NominationStatus>().notNull(),
    addedBy: text('added_by').$type<'self' | 'manager'>().notNull(),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.cycleId, table.subjectId, table.peerId] }),
    foreignKey({
      name: 'review_nominations_participant_fk',
      columns: [table.cycleId, table.subjectId],
      foreignColumns: [reviewParticipants.cycleId, reviewParticipants.personId],
    }).onDelete('cascade'),
    index('review_nominations_by_peer').on(table.cycleId, table.peerId),
    check('review_nominations_not_oneself', sql`${table.subjectId} <> ${table.peerId}`),
    check('review_nominations_status_known', sql`${table.status} in ('proposed', 'approved', 'declined')`),
    check('review_nominations_added_by_known', sql`${table.addedBy} in ('self', 'manager')`),
  ],
);

/**
 * A review to write: `reviewer` about `subject` in a cycle, as their `relation` (self, manager,
 * peer, upward). Opened for everyone at once when the cycle opens writing; `answers` (by question
 * id) save as drafts until the reviewer submits, which locks them.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id').notNull(),
    subjectId: text('subject_id').notNull(),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<Reviewer>().notNull(),
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_requests_once').on(table.cycleId, table.subjectId, table.reviewerId, table.relation),
    index('review_requests_by_reviewer').on(table.reviewerId, table.cycleId),
    foreignKey({
      name: 'review_requests_subject_fk',
      columns: [table.cycleId, table.subjectId],
      foreignColumns: [reviewParticipants.cycleId, reviewParticipants.personId],
    }).onDelete('cascade'),
    check('review_requests_relation_known', sql`${table.relation} in ('self', 'manager', 'peer', 'upward')`),
    check(
      'review_requests_self_is_oneself',
      sql`(${table.relation} = 'self') = (${table.subjectId} = ${table.reviewerId})`,
    ),
  ],
);
