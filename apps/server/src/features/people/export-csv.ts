import { PEOPLE_FILE_COLUMNS, PEOPLE_FILE_HEADINGS, type PeopleFileColumn } from '@topgear/shared/people-import';
import { stringify } from 'csv-stringify/sync';
import { neutralised } from '../../spreadsheet-cells';

/**
 * A people file: UTF-8 with a byte order mark (so spreadsheet programs read it as UTF-8), the
 * header row, then one row a person; RFC 4180 quoting and CRLF line ends.
 */
export function peopleFileOf(people: Iterable<Record<PeopleFileColumn, string | null>>) {
  const rows = [PEOPLE_FILE_COLUMNS.map((column) => PEOPLE_FILE_HEADINGS[column])];
  for (const person of people) rows.push(PEOPLE_FILE_COLUMNS.map((column) => neutralised(person[column] ?? '')));
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
