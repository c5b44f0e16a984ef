/** The screens of the web app a mail, a notification or a calendar event links to. */
export const seriesPath = (seriesId: string) => `/dashboard/meetings/${encodeURIComponent(seriesId)}`;

export const meetingPath = (seriesId: string, occursAt: Date) =>
  `${seriesPath(seriesId)}/${encodeURIComponent(occursAt.toISOString())}`;

export const seriesLink = (publicUrl: string, seriesId: string) => new URL(seriesPath(seriesId), publicUrl).href;

export const meetingLink = (publicUrl: string, seriesId: string, occursAt: Date) =>
  new URL(meetingPath(seriesId, occursAt), publicUrl).href;
