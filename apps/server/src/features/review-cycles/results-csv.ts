import { stringify } from 'csv-stringify/sync';
import { neutralised } from '../../spreadsheet-cells';

/** A participant's line of the results, each value as its cell shows it ('' for nothing). */
export interface ResultsRow {
  name: string;
  email: string;
  department: string;
  manager: string;
  finalRating: string;
  finalRatingLabel: string;
  selfAverage: string;
  managerAverage: string;
  peerAverage: string;
  peerResponses: string;
  upwardAverage: string;
  upwardResponses: string;
  goals: string;
  goalsProgress: string;
  sharedAt: string;
  acknowledgedAt: string;
}

const HEADINGS: Record<keyof ResultsRow, string> = {
  name: 'Name',
  email: 'Email',
  department: 'Department',
  manager: 'Manager',
  finalRating: 'Final rating',
  finalRatingLabel: 'Final rating label',
  selfAverage: 'Self average',
  managerAverage: 'Manager average',
  peerAverage: 'Peer average',
  peerResponses: 'Peer responses',
  upwardAverage: 'Upward average',
  upwardResponses: 'Upward responses',
  goals: 'Goals',
  goalsProgress: 'Goals progress',
  sharedAt: 'Shared at',
  acknowledgedAt: 'Acknowledged at',
};

const COLUMNS = Object.keys(HEADINGS) as (keyof ResultsRow)[];

/**
 * A cycle's results file: UTF-8 with a byte order mark (so spreadsheet programs read it as
 * UTF-8), the header row, then one row a participant; RFC 4180 quoting and CRLF line ends, and no
 * cell a spreadsheet would run as a formula.
 */
export function resultsFileOf(rows: Iterable<ResultsRow>) {
  const lines = [COLUMNS.map((column) => HEADINGS[column])];
  for (const row of rows) lines.push(COLUMNS.map((column) => neutralised(row[column])));
  return stringify(lines, { bom: true, record_delimiter: 'windows' });
}
