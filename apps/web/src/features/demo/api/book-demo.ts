import type { BookingConfirmation, BookingInput } from '@topgear/shared/demo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { timeSlotsQueryKey } from './get-time-slots';

export const bookDemo = (booking: BookingInput) =>
  api<BookingConfirmation>('/demo/bookings', { method: 'POST', body: booking });

export function useBookDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDemo,
    // Booked or refused as taken, the slots shown are out of date either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
  });
}
