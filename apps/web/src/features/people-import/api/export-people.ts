/**
 * Everyone active as a people file. A plain link downloads it: the browser sends the session
 * cookie, and the answer's Content-Disposition names the file.
 */
export const PEOPLE_EXPORT_HREF = '/api/people/export';
