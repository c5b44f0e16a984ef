import type { OrgChartNode as Person } from '@topgear/shared/people';
import { clsx } from 'clsx';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { memo } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

const reportsLabel = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

interface OrgChartNodeProps {
  person: Person;
  /** The id of the text that names the person's tree item: their name, title and number of reports. */
  labelId: string;
  open: boolean;
  onToggle: (id: string) => void;
}

/**
 * One person's box in the chart: the open/close control when they have reports, picture, name
 * (to their page), title and number of reports. The tree item around it takes the keyboard, so
 * the control and the link are left out of the Tab order; a pointer, or a screen reader's touch,
 * still reaches them. Drawn again only when its own person or state changes.
 */
export const OrgChartNodeBox = memo(function OrgChartNodeBox({ person, labelId, open, onToggle }: OrgChartNodeProps) {
  const hasReports = person.reportCount > 0;
  return (
    <div className="flex w-64 items-start gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm sm:w-72">
      {hasReports ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={`${open ? 'Hide' : 'Show'} the reports of ${person.name}`}
          onClick={(event) => {
            onToggle(person.id);
            event.currentTarget.closest<HTMLElement>('[role="treeitem"]')?.focus();
          }}
          className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <ChevronRight aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-90')} />
        </button>
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0" />
      )}
      <Avatar name={person.name} image={person.image} className="size-8 text-xs" />
      <div id={labelId} className="min-w-0 flex-1">
        <Link
          to={paths.dashboard.person.getHref(person.id)}
          tabIndex={-1}
          className="block break-words text-sm font-semibold text-brand-900 hover:underline"
        >
          {person.name}
        </Link>
        {person.jobTitle && <p className="break-words text-xs text-slate-600">{person.jobTitle}</p>}
        {hasReports && <p className="text-xs font-medium text-brand-700">{reportsLabel(person.reportCount)}</p>}
      </div>
    </div>
  );
});
