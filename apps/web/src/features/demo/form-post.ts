import type { FormPost } from '@topgear/shared/page-render';
import { paths } from '@/config/paths';

/** The booking form posted without the page's code: a booking made goes to the page that confirms it. */
export const demoBookingFormPost = {
  name: 'demo-booking',
  endpoint: '/demo/bookings',
  next: () => paths.scheduleSubmit.getHref(),
} satisfies FormPost;
