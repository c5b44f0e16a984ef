import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { clsx } from 'clsx';

/** A form-level failure, announced to assistive technology as soon as it appears. */
export function FormAlert({ message, className }: { message: string; className?: string }) {
  return (
    <p
      role="alert"
      className={clsx('flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700', className)}
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}
