import { DEFAULT_TIME_ZONE } from '@topgear/shared/booking';
import type { BookingConfirmation } from '@topgear/shared/demo';
import type { FormPost, SubmittedForm } from '@topgear/shared/page-render';
import { paths } from '@/config/paths';
import { timeSlotsQueryOptions } from './api/get-time-slots';

/** The booking form posted without the page's code: a booking made goes to the page that confirms it. */
export const demoBookingFormPost = {
  name: 'demo-booking',
  endpoint: '/demo/bookings',
  next: (answer) => paths.scheduleSubmit.getHref(answer as BookingConfirmation),
} satisfies FormPost;

/**
 * The slots of the day a booking posted without code asked for ('Show free times', or a booking
 * refused): the page renders again with them.
 */
export function submittedBookingSlotsQueryOptions(submitted: SubmittedForm | null) {
  if (submitted?.form !== demoBookingFormPost.name || !submitted.values.date) return undefined;
  return timeSlotsQueryOptions(submitted.values.date, submitted.values.timeZone ?? DEFAULT_TIME_ZONE);
}
