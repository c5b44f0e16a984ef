import {
  PEOPLE_FILE_COLUMNS,
  PEOPLE_FILE_HEADINGS,
  PEOPLE_FILE_MAX_ROWS,
  PEOPLE_IMPORT_MESSAGES,
  type PeopleFileColumn,
} from '@topgear/shared/people-import';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import { validationFailed } from '../../http-errors';
import { withoutFormulaMark } from '../../spreadsheet-cells';

/** One row of a people file as written, with the line it starts on (the header is line 1). */
export interface FileRow {
  line: number;
  values: Record<PeopleFileColumn, string>;
  /** What is wrong with the row as a whole: more or fewer values than the header has. */
  problem?: string;
}

/** A heading as compared: any case, spaces, underscores and hyphens ignored ("First name", "first_name", "FIRSTNAME"). */
const headingKey = (heading: string) => heading.toLowerCase().replace(/[\s_-]+/g, '');

const COLUMN_BY_HEADING = new Map(
  PEOPLE_FILE_COLUMNS.map((column) => [headingKey(PEOPLE_FILE_HEADINGS[column]), column] as const),
);

/** A file-level problem: a 400 on the `csv` field, for the preview and the import alike. */
const unreadableFile = (message: string) => validationFailed({ csv: message });

const PARSE_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: PEOPLE_IMPORT_MESSAGES.unclosedQuote,
  CSV_INVALID_CLOSING_QUOTE: PEOPLE_IMPORT_MESSAGES.strayQuote,
  INVALID_OPENING_QUOTE: PEOPLE_IMPORT_MESSAGES.strayQuote,
};

/** A record as csv-parse gives it with `info`: its values, and where the parser stood after it. */
interface ParsedRecord {
  record: string[];
  info: Info;
}

/** The records of an RFC 4180 file (a UTF-8 byte order mark, any line ending), each with the line it ends on. */
function recordsOf(text: string): ParsedRecord[] {
  try {
    // With `info`, csv-parse answers each record with its info: a shape its types cannot infer.
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    throw unreadableFile(
      PEOPLE_IMPORT_MESSAGES.unreadable(line, PARSE_REASONS[error.code] ?? PEOPLE_IMPORT_MESSAGES.notCsv),
    );
  }
}

/** Which column each of the header's values names; a 400 listing what is missing, unknown or repeated. */
function columnsOf(header: string[]): (PeopleFileColumn | undefined)[] {
  const columns = header.map((heading) => COLUMN_BY_HEADING.get(headingKey(heading)));
  const problems: string[] = [];
  const missing = PEOPLE_FILE_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    problems.push(PEOPLE_IMPORT_MESSAGES.missingColumns(missing.map((column) => PEOPLE_FILE_HEADINGS[column])));
  }
  const unknown = header.filter((heading, index) => columns[index] === undefined && heading.trim() !== '');
  if (unknown.length > 0) problems.push(PEOPLE_IMPORT_MESSAGES.unknownColumns(unknown));
  const repeated = PEOPLE_FILE_COLUMNS.find((column) => columns.indexOf(column) !== columns.lastIndexOf(column));
  if (repeated) problems.push(PEOPLE_IMPORT_MESSAGES.repeatedColumn(PEOPLE_FILE_HEADINGS[repeated]));
  if (problems.length > 0) throw unreadableFile(problems.join(' '));
  return columns;
}

/**
 * The people of a CSV file, read with csv-parse: a header row naming the seven columns in any
 * order, then one person a row. Rows with nothing in them are skipped (spreadsheets leave them at
 * the end); a cell an export protected against formulas (`'=…`) reads as it was. A 400 on `csv`
 * when the file cannot be read, its header is wrong, or it has nobody or too many people.
 */
export function readPeopleFile(text: string): FileRow[] {
  const records = recordsOf(text);
  const [header, ...body] = records;
  if (header === undefined || header.record.every((heading) => heading.trim() === '')) {
    throw unreadableFile(PEOPLE_IMPORT_MESSAGES.empty);
  }
  const columns = columnsOf(header.record);

  const rows: FileRow[] = [];
  let previous = header.info;
  for (const { record, info } of body) {
    // A record starts after the previous one's last line and the empty lines skipped since.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    if (record.every((cell) => cell.trim() === '')) continue;
    const values = Object.fromEntries(PEOPLE_FILE_COLUMNS.map((column) => [column, ''])) as FileRow['values'];
    record.forEach((cell, index) => {
      const column = columns[index];
      if (column !== undefined) values[column] = withoutFormulaMark(cell);
    });
    const problem =
      record.length === header.record.length
        ? undefined
        : PEOPLE_IMPORT_MESSAGES.valueCount(record.length, header.record.length);
    rows.push({ line, values, ...(problem && { problem }) });
  }
  if (rows.length === 0) throw unreadableFile(PEOPLE_IMPORT_MESSAGES.noPeople);
  if (rows.length > PEOPLE_FILE_MAX_ROWS) throw unreadableFile(PEOPLE_IMPORT_MESSAGES.tooManyRows);
  return rows;
}
