/**
 * A review as a PDF. A plain link downloads it: the browser sends the session cookie, and the
 * answer's Content-Disposition names the file.
 */
export const myPacketPdfHref = (cycleId: string) => `/api/review-cycles/${encodeURIComponent(cycleId)}/packet.pdf`;

/** Someone's review as their managers read it, as a PDF. */
export const personPacketPdfHref = (cycleId: string, personId: string) =>
  `/api/review-cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/packet.pdf`;
