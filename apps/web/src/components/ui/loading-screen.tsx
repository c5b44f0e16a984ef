import { Spinner } from './spinner';

/** Fills the window while the session or a page's code is loading. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 text-brand-800">
      <Spinner className="size-10" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
