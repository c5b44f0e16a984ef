import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingsQueryKey } from './get-bookings';
import { timeSlotsQueryKey } from './get-time-slots';

export const cancelBooking = (id: string) =>
  api<undefined>(`/demo/bookings/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Cancels a booking: the list and the free slots have changed. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
      ]),
  });
}
