import { useSyncExternalStore } from 'react';

/**
 * Short messages after an action ('Note saved'). sonner (about 9 KiB gzip) loads with the first
 * message rather than with every page: most visits to the public site never show one. Its
 * Toaster shows messages sent before it mounted, so none is lost while the code arrives.
 */
const loadSonner = () => import('sonner');

let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', message: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(({ toast: sonner }) => sonner[kind](message));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any message has been sent yet: the toaster mounts (and its code loads) from then on. */
export const useToastRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
