import type { BookingConfirmation } from '@topgear/shared/demo';
import { paths } from '@/config/paths';
import { ScheduleForm } from '@/features/demo/components/schedule-form';

/** Where no router is around, the browser opens the confirmation page, as a booking posted without code does. */
const openConfirmation = (confirmation: BookingConfirmation) =>
  window.location.assign(paths.scheduleSubmit.getHref(confirmation));

/** The demo booking form; a booking made opens the page that confirms it. */
export const ScheduleIsland = ({
  onBooked = openConfirmation,
}: {
  onBooked?: (booked: BookingConfirmation) => void;
}) => <ScheduleForm onBooked={onBooked} />;
