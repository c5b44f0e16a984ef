export const LEAVE_TYPES = ['Vacation', 'Sick'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** The balances every new account starts with. */
export const DEFAULT_LEAVE_BALANCES: ReadonlyArray<{ type: LeaveType; days: number; label: string }> = [
  { type: 'Vacation', days: 60, label: 'Vacation full-time' },
  { type: 'Sick', days: 45, label: 'Sick full-time' },
];
