import type { ScheduledDemo } from '@topgear/shared/demo';
import type { BookingPeriod } from '@topgear/shared/booking';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const bookingsQueryKey = ['demo', 'bookings'] as const;

/** Live bookings to come (soonest first) or past (latest first), as administrators see them. */
export const useBookings = (when: BookingPeriod) =>
  useInfiniteQuery(
    pagedListOptions<ScheduledDemo>(bookingsQueryKey, '/demo/bookings', { pageSize: 20, params: { when } }),
  );
