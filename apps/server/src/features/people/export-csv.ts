import { PEOPLE_FILE_COLUMNS, PEOPLE_FILE_HEADINGS, type PeopleFileColumn } from '@topgear/shared/people-import';
import { stringify } from 'csv-stringify/sync';

/**
 * What a spreadsheet program would run as a formula when it opens the file: a cell starting with
 * = + - @, or with a tab or carriage return before one (OWASP's list for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The mark that keeps a cell text: a spreadsheet shows it, and never evaluates what follows. */
const FORMULA_MARK = "'";

/** The cell as text a spreadsheet will not evaluate: a formula-looking value gets a leading apostrophe. */
export const neutralised = (cell: string) => (FORMULA_START.test(cell) ? `${FORMULA_MARK}${cell}` : cell);

/** A cell as it was before `neutralised`: so that an exported file imports back unchanged. */
export const withoutFormulaMark = (cell: string) =>
  cell.startsWith(FORMULA_MARK) && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * A people file: UTF-8 with a byte order mark (so spreadsheet programs read it as UTF-8), the
 * header row, then one row a person; RFC 4180 quoting and CRLF line ends.
 */
export function peopleFileOf(people: Iterable<Record<PeopleFileColumn, string | null>>) {
  const rows = [PEOPLE_FILE_COLUMNS.map((column) => PEOPLE_FILE_HEADINGS[column])];
  for (const person of people) rows.push(PEOPLE_FILE_COLUMNS.map((column) => neutralised(person[column] ?? '')));
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
