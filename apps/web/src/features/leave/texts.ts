import type { LeaveStatus } from '@topgear/shared/leave';

/** The days-off screens' own words; the spec gives only the headings and 'No feedback'. */
export const LEAVE_TEXTS = {
  accrualLevelStartDate: 'Accrual Level Start Date',
  history: 'Consumption Days Off',
  recordTitle: 'Record days off',
  checkDays: 'Check days',
  recorded: 'Your days off are recorded and waiting for approval',
  cancelled: 'Your request is cancelled and its days are back in your balance',
  confirmCancel: 'Cancel this request?',
  noHistory: 'You have not recorded any days off yet.',
  noPending: 'You have no pending days off.',
  approved: 'Request approved',
  rejected: 'Request rejected; its days are back in the balance',
  whosOut: "Who's out",
  nobodyOut: 'Nobody is out this month.',
} as const;

export const STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** '1 day', '4 days'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
