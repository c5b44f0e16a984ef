/** Every query about peer nominations starts with this key, so one change can refresh them all. */
export const nominationsQueryKey = ['review-nominations'] as const;
