import {
  departmentKey,
  PEOPLE_FILE_COLUMNS,
  PEOPLE_IMPORT_MESSAGES,
  peopleFileRowSchema,
  type PeopleFileColumn,
  type PeopleFileRow,
  type PeopleImportError,
  type PeopleImportPreview,
  type PeopleImportRow,
} from '@topgear/shared/people-import';
import type { FileRow } from './import-csv';

/** An account as the import compares it with a row: who they are and where they stand now. */
export interface KnownPerson {
  id: string;
  email: string;
  name: string;
  deactivated: boolean;
  firstName: string;
  lastName: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  managerId: string | null;
  awaitedManagerEmail: string | null;
  startDate: string | null;
}

/** Everything the checks read from the database, loaded once for the whole file. */
export interface Directory {
  people: readonly KnownPerson[];
  departments: ReadonlyArray<{ id: string; name: string }>;
}

/** Whom a row says the person reports to: nobody, someone with an account, or someone this file invites. */
export type ManagerTarget = { kind: 'none' } | { kind: 'person'; id: string } | { kind: 'invitee'; email: string };

/** A row that passed every check, with what importing it means. */
export interface PlannedRow {
  row: PeopleImportRow;
  person: PeopleFileRow;
  existing: KnownPerson | undefined;
  manager: ManagerTarget;
}

export interface CheckedFile {
  preview: PeopleImportPreview;
  /** The rows without a cell, duplicate, account or manager error (an unknown department may remain). */
  planned: PlannedRow[];
}

/**
 * Each cell read by its column's rule: the values that passed, the first message of each that did
 * not, and the whole row when every cell passed. Cells are read one by one so that a bad start
 * date does not hide an unknown department or manager on the same row.
 */
function readCells(values: FileRow['values']) {
  // Most rows are right: one pass over the row, and cell by cell only for a row that is not.
  const whole = peopleFileRowSchema.safeParse(values);
  if (whole.success) return { cells: whole.data as Partial<PeopleFileRow>, person: whole.data, errors: [] };
  const cells: Partial<PeopleFileRow> = {};
  const errors: PeopleImportError[] = [];
  for (const column of PEOPLE_FILE_COLUMNS) {
    const parsed = peopleFileRowSchema.shape[column].safeParse(values[column]);
    if (parsed.success) Object.assign(cells, { [column]: parsed.data });
    else errors.push({ column, message: parsed.error.issues[0]!.message });
  }
  const person = errors.length === 0 ? (cells as PeopleFileRow) : undefined;
  return { cells, person, errors };
}

const columnOrder = (column: PeopleFileColumn | null) => (column === null ? -1 : PEOPLE_FILE_COLUMNS.indexOf(column));

/**
 * Checks every row of a people file against the database as `directory` has it, collecting every
 * error (never stopping at the first): the cells, a repeated email, a deactivated account, a
 * manager who is neither an active person nor another row, oneself as manager, an unknown
 * department (offered for creation), and the reporting loops the file would make once its rows
 * replace the reporting lines they name. Says what each row would do and which columns it changes.
 */
export function checkPeopleFile(rows: readonly FileRow[], directory: Directory): CheckedFile {
  const byEmail = new Map(directory.people.map((person) => [person.email, person]));
  const byId = new Map(directory.people.map((person) => [person.id, person]));
  const departments = new Map(directory.departments.map((unit) => [departmentKey(unit.name), unit.id]));
  const unknownDepartments = new Map<string, string>();

  // The first row of each email is the person's; a repeat is an error.
  const firstLineOf = new Map<string, number>();
  const checked = rows.map((fileRow) => {
    const { cells, person, errors } = readCells(fileRow.values);
    if (fileRow.problem) errors.unshift({ column: null, message: fileRow.problem });
    const email = fileRow.values.email.trim().toLowerCase();
    const firstLine = firstLineOf.get(email);
    if (email !== '' && firstLine !== undefined) {
      errors.push({ column: 'email', message: PEOPLE_IMPORT_MESSAGES.duplicateEmail(firstLine) });
    } else if (email !== '') {
      firstLineOf.set(email, fileRow.line);
    }
    return { fileRow, cells, person, errors, email, repeated: firstLine !== undefined };
  });
  const inFile = new Map(checked.filter((row) => !row.repeated && row.email !== '').map((row) => [row.email, row]));

  const isActive = (person: KnownPerson | undefined): person is KnownPerson =>
    person !== undefined && !person.deactivated;

  const managerOf = ({ cells, email, errors }: (typeof checked)[number]): ManagerTarget => {
    const managerEmail = cells.managerEmail ?? null;
    if (managerEmail === null) return { kind: 'none' };
    if (managerEmail === email) {
      errors.push({ column: 'managerEmail', message: PEOPLE_IMPORT_MESSAGES.ownManager });
      return { kind: 'none' };
    }
    const account = byEmail.get(managerEmail);
    if (isActive(account)) return { kind: 'person', id: account.id };
    if (inFile.has(managerEmail) && account === undefined) return { kind: 'invitee', email: managerEmail };
    errors.push({ column: 'managerEmail', message: PEOPLE_IMPORT_MESSAGES.managerUnknown });
    return { kind: 'none' };
  };

  const departmentOf = ({ cells, errors }: (typeof checked)[number]) => {
    if (!cells.department) return null;
    const key = departmentKey(cells.department);
    const id = departments.get(key);
    if (id !== undefined) return id;
    if (!unknownDepartments.has(key)) unknownDepartments.set(key, cells.department);
    const name = unknownDepartments.get(key)!;
    errors.push({
      column: 'department',
      message: PEOPLE_IMPORT_MESSAGES.unknownDepartment(name),
      unknownDepartment: name,
    });
    return undefined;
  };

  const placed = checked.map((row) => {
    const existing = byEmail.get(row.email);
    if (existing?.deactivated) row.errors.push({ column: 'email', message: PEOPLE_IMPORT_MESSAGES.deactivated });
    if (row.cells.lastName === null && (existing === undefined || existing.lastName !== null)) {
      row.errors.push({ column: 'lastName', message: PEOPLE_IMPORT_MESSAGES.nameRequired('last name') });
    }
    return { ...row, existing, manager: managerOf(row), departmentId: departmentOf(row) };
  });

  refuseLoops(placed, byEmail, byId);

  const previewRows: PeopleImportRow[] = [];
  const planned: PlannedRow[] = [];
  for (const { fileRow, person, errors, existing, manager, departmentId } of placed) {
    errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
    const changes = existing && person ? changesOf(existing, person, departmentId, manager, byId) : [];
    const action = existing === undefined ? 'invite' : !person || changes.length > 0 ? 'update' : 'unchanged';
    const row: PeopleImportRow = { line: fileRow.line, values: fileRow.values, action, changes, errors };
    previewRows.push(row);
    if (person && errors.every((error) => error.unknownDepartment !== undefined)) {
      planned.push({ row, person, existing, manager });
    }
  }

  return {
    preview: {
      rows: previewRows,
      unknownDepartments: [...unknownDepartments.values()],
      counts: {
        invite: previewRows.filter((row) => row.action === 'invite').length,
        update: previewRows.filter((row) => row.action === 'update').length,
        unchanged: previewRows.filter((row) => row.action === 'unchanged').length,
        withErrors: previewRows.filter((row) => row.errors.length > 0).length,
      },
    },
    planned,
  };
}

/**
 * The columns in which the row differs from the person as they are. A manager who has been
 * deactivated counts as none (an export leaves them out), and one the file invites as a change
 * unless the person awaits them already.
 */
function changesOf(
  existing: KnownPerson,
  person: PeopleFileRow,
  departmentId: string | null | undefined,
  manager: ManagerTarget,
  byId: ReadonlyMap<string, KnownPerson>,
): PeopleFileColumn[] {
  const currentManager = existing.managerId !== null && byId.get(existing.managerId)?.deactivated === false;
  const managerChanged =
    manager.kind === 'none'
      ? currentManager
      : manager.kind === 'person'
        ? existing.managerId !== manager.id
        : currentManager || existing.awaitedManagerEmail !== manager.email;
  const differs: Record<PeopleFileColumn, boolean> = {
    email: false,
    firstName: person.firstName !== existing.firstName,
    lastName: person.lastName !== existing.lastName,
    jobTitle: person.jobTitle !== existing.jobTitle,
    department: departmentId !== existing.departmentId,
    managerEmail: managerChanged,
    startDate: person.startDate !== existing.startDate,
  };
  return PEOPLE_FILE_COLUMNS.filter((column) => differs[column]);
}

/**
 * Adds an error to each row whose manager would close a loop: the reporting lines as they are,
 * each row's replacing its person's, followed from every row. Each person has one manager at
 * most, so every walk ends at the top or in one loop; each person is walked once.
 */
function refuseLoops(
  rows: ReadonlyArray<{
    email: string;
    repeated: boolean;
    fileRow: FileRow;
    errors: PeopleImportError[];
    manager: ManagerTarget;
  }>,
  byEmail: ReadonlyMap<string, KnownPerson>,
  byId: ReadonlyMap<string, KnownPerson>,
) {
  const fileRows = new Map(rows.filter((row) => !row.repeated && row.email !== '').map((row) => [row.email, row]));
  const nameOf = (email: string) => {
    const row = fileRows.get(email);
    if (row) return `${row.fileRow.values.firstName.trim()} ${row.fileRow.values.lastName.trim()}`.trim() || email;
    return byEmail.get(email)?.name ?? email;
  };
  const managerEmailOf = (email: string): string | undefined => {
    const row = fileRows.get(email);
    if (row) {
      if (row.manager.kind === 'invitee') return row.manager.email;
      return row.manager.kind === 'person' ? byId.get(row.manager.id)?.email : undefined;
    }
    const managerId = byEmail.get(email)?.managerId;
    return managerId ? byId.get(managerId)?.email : undefined;
  };

  const done = new Set<string>();
  for (const start of fileRows.keys()) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let current: string | undefined = start;
    while (current !== undefined && !done.has(current) && !onPath.has(current)) {
      onPath.set(current, path.length);
      path.push(current);
      current = managerEmailOf(current);
    }
    if (current !== undefined && onPath.has(current)) {
      const loop = path.slice(onPath.get(current));
      loop.forEach((email, index) => {
        const row = fileRows.get(email);
        if (!row) return;
        const names = [...loop.slice(index), ...loop.slice(0, index), email].map(nameOf);
        row.errors.push({ column: 'managerEmail', message: PEOPLE_IMPORT_MESSAGES.reportingLoop(names) });
      });
    }
    for (const email of path) done.add(email);
  }
}
