/**
 * Bulk import and export of people (administrators): a CSV file with a header row and one person
 * a row. Importing previews every row with its errors first; the import itself re-checks the file
 * and writes everything or nothing: existing people are updated, new emails are invited.
 */
import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { EMAIL_MAX_LENGTH, isEmail } from './email';
import { reportingLoopMessage } from './people';
import { PLAIN_TEXT_PATTERN, withoutInvisibleFormatting } from './text';
import { NAME_PATTERN } from './users';

/** The file's columns, in the order an export writes them. */
export const PEOPLE_FILE_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'jobTitle',
  'department',
  'managerEmail',
  'startDate',
] as const;
export type PeopleFileColumn = (typeof PEOPLE_FILE_COLUMNS)[number];

/** Each column's heading, as an export writes it; an import also reads it in any case, with `_` for spaces. */
export const PEOPLE_FILE_HEADINGS: Record<PeopleFileColumn, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  department: 'Department',
  managerEmail: 'Manager email',
  startDate: 'Start date',
};

/** The most people one file may hold, and its size as text: room for a company of this many, not a way to fill the disk. */
export const PEOPLE_FILE_MAX_ROWS = 20_000;
export const PEOPLE_FILE_MAX_CHARACTERS = 6_000_000;

const JOB_TITLE_MAX = 100;
const DEPARTMENT_NAME_MAX = 80;
const NAME_MAX = 50;

export const PEOPLE_IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file, or paste its text.',
  fileTooLarge: `The file can have at most ${PEOPLE_FILE_MAX_CHARACTERS.toLocaleString('en')} characters: split it in two.`,
  empty: 'The file is empty: it needs a header row, then one person a row.',
  noPeople: 'The file has a header row but nobody under it.',
  tooManyRows: `The file can have at most ${PEOPLE_FILE_MAX_ROWS.toLocaleString('en')} people: split it in two.`,
  missingColumns: (headings: readonly string[]) => `The header row lacks the column(s) ${headings.join(', ')}.`,
  unknownColumns: (headings: readonly string[]) =>
    `The header row has column(s) we do not import: ${headings.join(', ')}. The columns are ${Object.values(PEOPLE_FILE_HEADINGS).join(', ')}.`,
  repeatedColumn: (heading: string) => `The header row has the column ${heading} twice.`,
  unreadable: (line: number, reason: string) => `We could not read the file at line ${line}: ${reason}`,
  unclosedQuote: 'a value opens a quote (") that never closes.',
  strayQuote: 'a quote (") inside a value must be written twice ("").',
  notCsv: 'it is not a CSV file.',
  valueCount: (count: number, expected: number) => `This row has ${count} values; the header row has ${expected}.`,
  emailRequired: 'Please give an email address.',
  invalidEmail: 'This is not a valid email address.',
  duplicateEmail: (line: number) => `This email is also on line ${line}: each person once.`,
  deactivated: 'This email belongs to a deactivated account: reactivate it first.',
  nameRequired: (label: string) => `Please give a ${label}.`,
  nameTooLong: (label: string) => `A ${label} can have at most ${NAME_MAX} characters.`,
  nameCharacters: (label: string) => `A ${label} may only contain letters, spaces, hyphens and apostrophes.`,
  textTooLong: (label: string, max: number) => `A ${label} can have at most ${max} characters.`,
  textCharacters: (label: string) => `A ${label} may not contain line breaks, < or >.`,
  invalidStartDate: 'Please give the start date as YYYY-MM-DD, between 2000 and 2099.',
  managerUnknown: 'The manager must be an active person or someone on another row of this file.',
  ownManager: 'Nobody can be their own manager.',
  reportingLoop: reportingLoopMessage,
  unknownDepartment: (name: string) => `There is no department ${name} yet: tick "Create it" to create it.`,
  rowsHaveErrors: (rows: number) =>
    `${rows.toLocaleString('en')} ${rows === 1 ? 'row has' : 'rows have'} errors: nothing was imported. Preview the file again to see them.`,
} as const;

const blankAsNull = (value: string) => (value === '' ? null : value);

/** A cell that may be left blank (none), else plain text of at most `max` characters. */
const optionalTextCell = (label: string, max: number) =>
  z
    .string()
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .transform(blankAsNull)
    .pipe(
      z
        .string()
        .max(max, PEOPLE_IMPORT_MESSAGES.textTooLong(label, max))
        .regex(PLAIN_TEXT_PATTERN, PEOPLE_IMPORT_MESSAGES.textCharacters(label))
        .nullable(),
    );

/** A name by the registration's rule. */
const nameCell = (label: string) =>
  z
    .string()
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .min(1, PEOPLE_IMPORT_MESSAGES.nameRequired(label))
    .max(NAME_MAX, PEOPLE_IMPORT_MESSAGES.nameTooLong(label))
    .regex(NAME_PATTERN, PEOPLE_IMPORT_MESSAGES.nameCharacters(label));

/**
 * The last name: blank reads as none, which only an account that has none may keep (the
 * administrator created at start-up, until they complete their profile); the import checks that.
 */
const lastNameCell = z
  .string()
  .overwrite(withoutInvisibleFormatting)
  .trim()
  .transform(blankAsNull)
  .pipe(nameCell('last name').nullable());

/** An address by the product's one email rule, lower-cased as accounts' emails are. */
const emailCell = z
  .string()
  .trim()
  .min(1, PEOPLE_IMPORT_MESSAGES.emailRequired)
  .refine((email) => email.length <= EMAIL_MAX_LENGTH && isEmail(email), PEOPLE_IMPORT_MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

/** One row of the file, each cell checked on its own; what the lookups decide (manager, department) is checked after. */
export const peopleFileRowSchema = z.object({
  email: emailCell,
  firstName: nameCell('first name'),
  lastName: lastNameCell,
  jobTitle: optionalTextCell('job title', JOB_TITLE_MAX),
  department: optionalTextCell('department', DEPARTMENT_NAME_MAX),
  managerEmail: z.string().trim().transform(blankAsNull).pipe(emailCell.nullable()),
  startDate: z
    .string()
    .trim()
    .transform(blankAsNull)
    .pipe(calendarDateSchema(PEOPLE_IMPORT_MESSAGES.invalidStartDate).nullable()),
});
export type PeopleFileRow = z.output<typeof peopleFileRowSchema>;

/** How departments are matched: by name, in any case. */
export const departmentKey = (name: string) => name.toLowerCase();

/** POST /api/people/import/preview and /api/people/import: the file's text, and the unknown departments to create. */
export const peopleImportRequestSchema = z.object({
  csv: z
    .string({ error: PEOPLE_IMPORT_MESSAGES.fileRequired })
    .min(1, PEOPLE_IMPORT_MESSAGES.fileRequired)
    .max(PEOPLE_FILE_MAX_CHARACTERS, PEOPLE_IMPORT_MESSAGES.fileTooLarge),
  /** Names of departments the file names and that do not exist yet: the import creates them. */
  createDepartments: z.array(z.string().trim().max(DEPARTMENT_NAME_MAX)).max(PEOPLE_FILE_MAX_ROWS).default([]),
});
export type PeopleImportRequest = z.input<typeof peopleImportRequestSchema>;

const columnSchema = z.enum(PEOPLE_FILE_COLUMNS);

export const peopleImportErrorSchema = z.object({
  /** Null for the row as a whole (its number of values). */
  column: columnSchema.nullable(),
  message: z.string(),
  /** Set on the error of a department that does not exist: the import may create it instead. */
  unknownDepartment: z.string().optional(),
});
export type PeopleImportError = z.infer<typeof peopleImportErrorSchema>;

/** What importing a row would do: invite a new email, update an existing person, or nothing (it matches already). */
export const PEOPLE_IMPORT_ACTIONS = ['invite', 'update', 'unchanged'] as const;
export type PeopleImportAction = (typeof PEOPLE_IMPORT_ACTIONS)[number];

export const peopleImportRowSchema = z.object({
  /** The line of the file where the row starts (the header is line 1). */
  line: z.number().int(),
  /** The cells as the file has them. */
  values: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string(),
    department: z.string(),
    managerEmail: z.string(),
    startDate: z.string(),
  }),
  action: z.enum(PEOPLE_IMPORT_ACTIONS),
  /** For an update, the columns that differ from what the person has now. */
  changes: z.array(columnSchema),
  errors: z.array(peopleImportErrorSchema),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

export const peopleImportPreviewSchema = z.object({
  rows: z.array(peopleImportRowSchema),
  /** Departments the file names that do not exist yet, as first written. */
  unknownDepartments: z.array(z.string()),
  counts: z.object({
    invite: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    withErrors: z.number().int(),
  }),
});
export type PeopleImportPreview = z.infer<typeof peopleImportPreviewSchema>;

export const peopleImportResultSchema = z.object({
  invited: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  departmentsCreated: z.number().int(),
});
export type PeopleImportResult = z.infer<typeof peopleImportResultSchema>;

/**
 * A row's errors that stop an import asked to create `createDepartments` (keys of
 * `departmentKey`): all of them, but an unknown department that is to be created.
 */
export const outstandingErrors = (
  row: Pick<PeopleImportRow, 'errors'>,
  createDepartments: ReadonlySet<string>,
): PeopleImportError[] =>
  row.errors.filter(
    (error) => error.unknownDepartment === undefined || !createDepartments.has(departmentKey(error.unknownDepartment)),
  );
