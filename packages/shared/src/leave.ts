import { z } from 'zod';
import { calendarDateSchema, instantSchema, monthSchema } from './dates';
import { ownerSchema, pageQuerySchema, pageSchema } from './pagination';
import { orgUnitIdSchema } from './people';
import { optionalText } from './text';

export const LEAVE_TYPES = ['Vacation', 'Sick'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** The balances every new account starts with. */
export const DEFAULT_LEAVE_BALANCES: ReadonlyArray<{ type: LeaveType; days: number; label: string }> = [
  { type: 'Vacation', days: 60, label: 'Vacation full-time' },
  { type: 'Sick', days: 45, label: 'Sick full-time' },
];

/** Shown as fixed text on every leave card. */
export const ACCRUAL_LEVEL_START_DATE = '08/20/2022';

const MS_PER_DAY = 86_400_000;

/**
 * Days of leave between two `YYYY-MM-DD` dates, the product's one rule: the absolute difference,
 * rounded up, without adding the end day (Monday to Friday is 4 days).
 */
export const leaveDaysBetween = (from: string, to: string) =>
  Math.ceil(Math.abs(Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/** Pending requests already count against the balance; cancelling or rejecting one returns its days. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_NOTES_MAX = 1000;

/** What a manager or an administrator decides about a pending request. */
export const LEAVE_DECISIONS = ['approved', 'rejected'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** What the notifications about a leave record say of it. */
interface LeaveSummary {
  type: LeaveType;
  from: string;
  to: string;
  days: number;
}

/** 'your Vacation leave from 2026-03-02 to 2026-03-06' */
const yourLeave = ({ type, from, to }: LeaveSummary) => `your ${type} leave from ${from} to ${to}`;

export const LEAVE_MESSAGES = {
  noFeedback: 'No feedback',
  typeInvalid: 'Please choose Vacation or Sick',
  fromRequired: 'Please choose the first day (From)',
  toRequired: 'Please choose the day you are back (To)',
  toNotAfterFrom: 'The To date must be after the From date',
  overlaps: 'You already have leave recorded on some of these days',
  overBalance: (type: LeaveType, available: number, asked: number) =>
    `You have ${available} ${type} days available and asked for ${asked}`,
  notPending: 'Only a pending request can be cancelled',
  notFound: 'We could not find this leave record. It may have been removed.',
  decisionInvalid: 'Please choose approved or rejected',
  alreadyDecided: 'Only a pending request can be approved or rejected',
  ownDecision: 'You cannot approve or reject your own leave request. Ask another manager or an administrator.',
  /** Told to the person's manager (administrators when they have none) of a new request. */
  requestedNotification: (ownerName: string, { type, from, to, days }: LeaveSummary) =>
    `${ownerName} asked for ${days === 1 ? '1 day' : `${days} days`} of ${type} leave from ${from} to ${to}`,
  /** The owner's notifications: someone wrote feedback on their record or decided their request. */
  feedbackNotification: (authorName: string, leave: LeaveSummary) =>
    `${authorName} added feedback to ${yourLeave(leave)}`,
  approvedNotification: (authorName: string, leave: LeaveSummary) => `${authorName} approved ${yourLeave(leave)}`,
  rejectedNotification: (authorName: string, leave: LeaveSummary) =>
    `${authorName} rejected ${yourLeave(leave)}; ${leave.days === 1 ? 'its day is' : `its ${leave.days} days are`} back in your balance`,
} as const;

export const leaveBalanceSchema = z.object({
  type: z.enum(LEAVE_TYPES),
  label: z.string(),
  /** Days still available, with pending requests already taken off. */
  days: z.number(),
});
export type LeaveBalance = z.input<typeof leaveBalanceSchema>;

export const leaveRequestSchema = z.object({
  id: z.string(),
  type: z.enum(LEAVE_TYPES),
  from: z.string(),
  to: z.string(),
  /** Counted by the server with `leaveDaysBetween`. */
  days: z.number(),
  notes: z.string(),
  status: z.enum(LEAVE_STATUSES),
  /** An administrator's or manager's feedback; null shows 'No feedback'. */
  feedback: z.string().nullable(),
  createdAt: instantSchema,
});
export type LeaveRequest = z.input<typeof leaveRequestSchema>;

export const leaveRequestPageSchema = pageSchema(leaveRequestSchema);

/** GET /api/leave/requests: a page of my records, of one status when `status` is given. */
export const leaveRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(LEAVE_STATUSES, { error: 'status must be pending, approved, rejected or cancelled' }).optional(),
});
export type LeaveRequestQuery = z.infer<typeof leaveRequestQuerySchema>;

/** POST /api/leave/requests. */
export const newLeaveRequestSchema = z
  .object({
    type: z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.typeInvalid }).default('Vacation'),
    from: calendarDateSchema(LEAVE_MESSAGES.fromRequired),
    to: calendarDateSchema(LEAVE_MESSAGES.toRequired),
    notes: optionalText('notes', { max: LEAVE_NOTES_MAX, multiline: true }),
  })
  .refine((request) => request.to > request.from, { message: LEAVE_MESSAGES.toNotAfterFrom, path: ['to'] });
export type NewLeaveRequest = z.input<typeof newLeaveRequestSchema>;

/** POST /api/leave/requests/:id/decision. */
export const leaveDecisionInputSchema = z.object({
  decision: z.enum(LEAVE_DECISIONS, { error: LEAVE_MESSAGES.decisionInvalid }),
});
export type LeaveDecisionInput = z.input<typeof leaveDecisionInputSchema>;

/** A record on the managers' list of everyone's days off: with whose it is. */
export const teamLeaveRequestSchema = leaveRequestSchema.extend({ owner: ownerSchema });
export type TeamLeaveRequest = z.input<typeof teamLeaveRequestSchema>;

export const teamLeaveRequestPageSchema = pageSchema(teamLeaveRequestSchema);

/**
 * GET /api/leave/requests/all: everyone's records; GET /api/leave/requests/reports: my reports'.
 * Of one status and/or one person when given.
 */
export const teamLeaveQuerySchema = leaveRequestQuerySchema.extend({
  userId: z.string().max(100).optional(),
});
export type TeamLeaveQuery = z.infer<typeof teamLeaveQuerySchema>;

/** GET /api/leave/calendar?month=YYYY-MM: who is out during that month; `teamId` keeps one team's people. */
export const leaveCalendarQuerySchema = z.object({
  month: monthSchema(),
  teamId: orgUnitIdSchema.optional(),
});

/** Someone out (or asking to be) on some days of the month: pending and approved records only. */
export const leaveCalendarEntrySchema = teamLeaveRequestSchema.pick({
  id: true,
  owner: true,
  type: true,
  from: true,
  to: true,
  days: true,
  status: true,
});
export type LeaveCalendarEntry = z.input<typeof leaveCalendarEntrySchema>;
