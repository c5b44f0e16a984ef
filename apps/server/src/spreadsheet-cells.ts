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
