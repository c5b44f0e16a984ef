import { BOOKING_PERIODS, type BookingPeriod } from '@topgear/shared/booking';
import { useSearchParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ScheduledDemos } from '@/features/demo/components/scheduled-demos';

const PERIOD_LABELS: Record<BookingPeriod, string> = { upcoming: 'Upcoming', past: 'Past' };

/** Manage Demo Details: the booked demos, upcoming first, past ones a click away (`?when=past`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const when: BookingPeriod = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Manage Demo Details · TopGear Perform</title>
        <ScreenHeading title="Manage Our Scheduled User Details">
          Everyone who booked a demo. Cancelling mails the booker and frees the time.
        </ScreenHeading>
        <div role="group" aria-label="Which demos" className="flex gap-2">
          {BOOKING_PERIODS.map((period) => (
            <Button
              key={period}
              variant={period === when ? 'primary' : 'secondary'}
              aria-pressed={period === when}
              onClick={() => setParams(period === 'upcoming' ? {} : { when: period })}
            >
              {PERIOD_LABELS[period]}
            </Button>
          ))}
        </div>
        <ScheduledDemos when={when} />
      </div>
    </RequireRole>
  );
}
