import CalendarClock from 'lucide-react/icons/calendar-clock';

/** Said in words and shown with an icon, not by colour alone. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      Overdue
    </span>
  );
}
