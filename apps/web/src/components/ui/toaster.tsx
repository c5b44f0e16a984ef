import { lazy, Suspense } from 'react';
import { useToastRequested } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Where messages from `lib/toast` appear, one at a time; nothing is loaded until the first one. */
export function Toaster() {
  if (!useToastRequested()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" visibleToasts={1} richColors closeButton />
    </Suspense>
  );
}
