import { bookedSlotSchema } from '@topgear/shared/demo';
import { formatSlotTime, timeZoneLabel } from '@topgear/shared/booking';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { mediumDate } from '@/lib/dates';
import { page } from '@/app/page';

/** The slot booked, as the schedule page's address for this one has it (`paths.scheduleSubmit`); none for another address. */
function useBookedSlot() {
  const booked = bookedSlotSchema.safeParse(Object.fromEntries(useSearchParams()[0]));
  return booked.success ? booked.data : undefined;
}

function Component() {
  const booked = useBookedSlot();

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CalendarCheck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">Demo Booked Successfully</h1>
      {booked && (
        <p className="text-lg text-slate-700">
          See you on <strong>{mediumDate(booked.date)}</strong> at <strong>{formatSlotTime(booked.time)}</strong> (
          {timeZoneLabel(booked.timeZone)}).
        </p>
      )}
      <p className="text-slate-600">
        Your calendar invitation is on its way to the email address you gave us. The meeting link follows before the
        demo.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          Back to home
        </Link>
        <Link to={paths.blogs.getHref()} className={buttonClasses('secondary')}>
          Read our blog meanwhile
        </Link>
      </div>
    </div>
  );
}

export default page({
  inSitemap: false,
  islands: true,
  meta: { title: 'Demo booked · TopGear Perform', description: 'Your TopGear Perform demo is booked.' },
  Component,
});
