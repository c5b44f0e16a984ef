import { clsx } from 'clsx';
import LoaderCircle from 'lucide-react/icons/loader-circle';

/** A turning circle; `className` sets its size (a button's by default). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className)} />;
}
