import { CYCLE_PHASE_LABELS } from '@topgear/shared/review-cycles';
import {
  workListText,
  type ReminderOccasion,
  type ReminderPhase,
  type WorkLeft,
} from '@topgear/shared/review-progress';
import type { MailMessage } from '../../mail/outbox';

/** Where a reminder leads: the person's performance reviews (the web's `paths.dashboard.performance`). */
export const REMINDER_LINK = '/dashboard/performance';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Jul 17, 2026', as the screens write a day. */
const mediumDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface Reminder {
  cycle: { name: string; phase: ReminderPhase };
  occasion: ReminderOccasion;
  /** The phase's deadline, if it has one, and the day the reminder goes. */
  due: string | null;
  today: string;
}

/** Where the deadline stands: ", due Jul 17, 2026", ", past its deadline of Jul 17, 2026", or nothing. */
function deadlineText({ due, today }: Reminder) {
  if (due === null) return '';
  return today > due ? `, past its deadline of ${mediumDay(due)}` : `, due ${mediumDay(due)}`;
}

/** The notification: 'Spring reviews: 3 reviews to write, due Jul 17, 2026.' */
export const reminderText = (reminder: Reminder, work: readonly WorkLeft[]) =>
  `${reminder.cycle.name}: ${workListText(work)}${deadlineText(reminder)}.`;

/** How the subject starts, by occasion: the reminder on a phase's opening says only what there is to do. */
function subjectPrefix({ occasion, due }: Reminder) {
  switch (occasion) {
    case 'opened':
      return '';
    case 'due-soon':
      return due === null ? '' : `Due ${mediumDay(due)}: `;
    case 'overdue':
      return 'Overdue: ';
    case 'manual':
      return 'Reminder: ';
  }
}

/** The mail: what is left in which cycle, by when, and the link to the person's reviews. */
export function reminderMail(
  recipient: { name: string; email: string },
  reminder: Reminder,
  work: readonly WorkLeft[],
  publicUrl: string,
): MailMessage {
  const { cycle, due, today } = reminder;
  const prefix = subjectPrefix(reminder);
  const what = workListText(work);
  const deadline =
    due === null ? [] : [today > due ? `The deadline was ${mediumDay(due)}.` : `The deadline is ${mediumDay(due)}.`];
  return {
    to: recipient.email,
    subject: `${prefix}${prefix === '' ? capitalised(what) : what} in ${cycle.name}`,
    text: [
      `Hello ${recipient.name},`,
      '',
      `The review cycle "${cycle.name}" is in ${CYCLE_PHASE_LABELS[cycle.phase].toLowerCase()}, and you have ${what}.`,
      ...deadline,
      '',
      'Open your performance reviews:',
      new URL(REMINDER_LINK, publicUrl).toString(),
      '',
      'TopGear Perform',
    ].join('\n'),
  };
}
