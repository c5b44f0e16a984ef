import { type BookingPeriod, formatSlotTime, timeZoneLabel } from '@topgear/shared/booking';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { mediumDate } from '@/lib/dates';
import { useBookings } from '../api/get-bookings';
import { CancelBookingButton } from './cancel-booking-button';

const COLUMNS = ['Name', 'Company', 'Date', 'Time', 'TimeZone', 'Email', 'Phone', 'Cancel'] as const;

/** 'Manage Our Scheduled User Details': live bookings of the period, with Cancel for those to come. */
export function ScheduledDemos({ when }: { when: BookingPeriod }) {
  const bookings = useBookings(when);
  return (
    <PagedList
      query={bookings}
      noun="scheduled demos"
      loadingText="Loading..."
      empty={when === 'upcoming' ? 'No demos are booked from now on.' : 'No demos took place yet.'}
    >
      {(items) => (
        <DataTable label="Scheduled demos" columns={COLUMNS} minWidth="min-w-[60rem]">
          {items.map((demo) => (
            <tr key={demo.id}>
              <RowHeader>{demo.name}</RowHeader>
              <Cell>{demo.company}</Cell>
              <Cell className="whitespace-nowrap">{mediumDate(demo.date)}</Cell>
              <Cell className="whitespace-nowrap">{formatSlotTime(demo.time)}</Cell>
              <Cell>{timeZoneLabel(demo.timeZone)}</Cell>
              <Cell className="break-all">{demo.email}</Cell>
              <Cell className="whitespace-nowrap">{demo.phone}</Cell>
              <Cell>{when === 'upcoming' ? <CancelBookingButton demo={demo} /> : '—'}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
