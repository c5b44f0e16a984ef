/** Beyond this the bell's badge reads '99+'. */
export const BADGE_MAX = 99;

/** The bell's name for assistive technology, with the count its badge shows. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** The badge's text: the count, capped at '99+'. */
export const badgeText = (unread: number) => (unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread));
