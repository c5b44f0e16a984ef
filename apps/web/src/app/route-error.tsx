import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to load or render; usually a new version was deployed meanwhile. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
