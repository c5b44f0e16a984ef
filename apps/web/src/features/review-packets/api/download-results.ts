/**
 * A cycle's results as CSV, for administrators. A plain link downloads it: the browser sends the
 * session cookie, and the answer's Content-Disposition names the file.
 */
export const resultsCsvHref = (cycleId: string) => `/api/review-cycles/${encodeURIComponent(cycleId)}/results.csv`;
