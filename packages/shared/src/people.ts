/**
 * People and the organisation: every account is a person with a job title, a department, maybe a
 * team, a manager, a start date, a location and a work phone. Everyone signed in reads the people
 * list, a person's page and the org chart; administrators set the organisation's fields; a
 * person's private fields reach only themselves, their managers up the chain and administrators.
 */
import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';
import { optionalText, PHONE_PATTERN, requiredText } from './text';
import { userIdSchema } from './users';

export const PEOPLE_MESSAGES = {
  notFound: 'We could not find this person.',
  managerNotFound: 'The manager must be an active person.',
  ownManager: 'Nobody can be their own manager.',
  departmentNotFound: 'We could not find this department.',
  teamNotFound: 'We could not find this team.',
  invalidUnitId: 'This is not the id of a department or team',
  invalidStartDate: 'Please enter the start date as a day on the calendar',
  invalidWorkPhone: 'Please enter a valid work phone number',
  searchTooLong: 'The search can have at most 100 characters',
} as const;

/** 409's message when a new manager would make someone report to themselves through a chain. */
export const reportingLoopMessage = (names: readonly string[]) =>
  `This would make a reporting loop: ${names.join(' → ')}. Choose a manager who does not report to them.`;

/** A department or team id (a uuid). */
export const orgUnitIdSchema = z.uuid({ error: PEOPLE_MESSAGES.invalidUnitId });

const emptyAsNull = (value: string) => (value === '' ? null : value);

/** A text an administrator may clear: blank (or null) is stored as null. */
const clearableText = (label: string, max: number) =>
  optionalText(label, { max })
    .nullable()
    .transform((value) => emptyAsNull(value ?? ''));

/**
 * PATCH /api/people/:id (administrators): any of these; a null clears the field. Nobody sets their
 * own manager; a manager that would make a loop is a 409 that names it.
 */
export const personUpdateSchema = z
  .object({
    jobTitle: requiredText('job title', { max: 100, required: 'Please enter a job title' }),
    departmentId: orgUnitIdSchema.nullable(),
    teamId: orgUnitIdSchema.nullable(),
    managerId: userIdSchema.nullable(),
    startDate: calendarDateSchema(PEOPLE_MESSAGES.invalidStartDate).nullable(),
    location: clearableText('location', 100),
    workPhone: z
      .string({ error: PEOPLE_MESSAGES.invalidWorkPhone })
      .trim()
      .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), PEOPLE_MESSAGES.invalidWorkPhone)
      .nullable()
      .transform((phone) => emptyAsNull(phone ?? '')),
  })
  .partial();
export type PersonUpdateInput = z.input<typeof personUpdateSchema>;
export type PersonUpdate = z.output<typeof personUpdateSchema>;

/** A department or team as a person's fields name it. */
export const orgUnitRefSchema = z.object({ id: z.string(), name: z.string() });
export type OrgUnitRef = z.infer<typeof orgUnitRefSchema>;

/** Someone named on another person's page: their manager, a report, a manager up the chain. */
export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** A person in the people list. */
export const personSummarySchema = personRefSchema.extend({
  email: z.string(),
  department: orgUnitRefSchema.nullable(),
  managerId: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
export const personPageSchema = pageSchema(personSummarySchema);

/** GET /api/people: active people alphabetically; `q` searches names, titles and departments. */
export const peopleQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, PEOPLE_MESSAGES.searchTooLong)
    .optional()
    .transform((q) => q || undefined),
  departmentId: orgUnitIdSchema.optional(),
  managerId: userIdSchema.optional(),
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

/** What only the person, their managers up the chain and administrators read. */
export const personPrivateSchema = z.object({
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** A person's page. */
export const personSchema = personRefSchema.extend({
  email: z.string(),
  department: orgUnitRefSchema.nullable(),
  team: orgUnitRefSchema.nullable(),
  manager: personRefSchema.nullable(),
  /** Their managers up the chain, nearest first. */
  chain: z.array(personRefSchema),
  directReports: z.array(personRefSchema),
  startDate: z.string().nullable(),
  location: z.string().nullable(),
  workPhone: z.string().nullable(),
  /** Null for colleagues outside their management chain. */
  private: personPrivateSchema.nullable(),
});
export type Person = z.infer<typeof personSchema>;

/**
 * The org chart's answer: every active person once, with their manager's id (null at the top) and
 * how many report to them directly; the browser builds the tree.
 */
export const orgChartNodeSchema = personRefSchema.extend({
  managerId: z.string().nullable(),
  reportCount: z.number().int(),
});
export type OrgChartNode = z.infer<typeof orgChartNodeSchema>;
export const orgChartSchema = z.array(orgChartNodeSchema);

/** `/api/people/:id`. */
export const personParamsSchema = z.object({ id: userIdSchema });

export const ORG_UNIT_KINDS = ['department', 'team'] as const;
export type OrgUnitKind = (typeof ORG_UNIT_KINDS)[number];

export const ORG_UNIT_MESSAGES = {
  nameTaken: (kind: OrgUnitKind) => `A ${kind} with this name exists already`,
  notEmpty: (kind: OrgUnitKind) => `Only an empty ${kind} can be deleted: move its people first, or merge it.`,
  mergeIntoItself: (kind: OrgUnitKind) => `Choose another ${kind} to merge into`,
  headNotFound: 'The head must be an active person.',
} as const;

/** A department or team with its head and how many active people are in it. */
export const orgUnitSchema = orgUnitRefSchema.extend({
  head: personRefSchema.nullable(),
  memberCount: z.number().int(),
});
export type OrgUnit = z.infer<typeof orgUnitSchema>;
export const orgUnitListSchema = z.array(orgUnitSchema);

/** POST and PATCH /api/departments (and /api/teams): a name, and optionally a head. */
const orgUnitFields = {
  name: requiredText('name', { max: 80, required: 'Please enter a name' }),
  headId: userIdSchema.nullable(),
};
export const orgUnitInputSchema = z.object({ ...orgUnitFields, headId: orgUnitFields.headId.default(null) });
export type OrgUnitInput = z.input<typeof orgUnitInputSchema>;
/** PATCH: a new name, a new head (null: none), or both. */
export const orgUnitUpdateSchema = z.object(orgUnitFields).partial();
export type OrgUnitUpdate = z.output<typeof orgUnitUpdateSchema>;

/** POST /api/departments/:id/merge: its people move into `intoId`, then it is deleted. */
export const orgUnitMergeSchema = z.object({ intoId: orgUnitIdSchema });

export const orgUnitParamsSchema = z.object({ id: orgUnitIdSchema });
