import { formatMoment } from '@/lib/dates';

interface PostedAtProps {
  /** The ISO instant it was written. */
  at: string;
  edited?: boolean;
  id?: string;
}

/** When a post or comment was written, in the reader's time zone: 'Mar 10, 2024, 9:05 AM'. */
export function PostedAt({ at, edited = false, id }: PostedAtProps) {
  return (
    <p id={id} className="text-xs text-slate-600">
      <time dateTime={at}>{formatMoment(at)}</time>
      {edited && ' · edited'}
    </p>
  );
}
