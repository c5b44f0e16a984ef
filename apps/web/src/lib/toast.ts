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

/** Where a message waits for the next page the browser loads. */
const NEXT_PAGE_KEY = 'toast-on-next-page';

/**
 * A message for the page the browser is about to load, where this one's toaster is gone before it
 * could show: signing in on a page served as islands loads the dashboard (`showToastFromLastPage`).
 */
export const toastOnNextPage = (message: string) => sessionStorage.setItem(NEXT_PAGE_KEY, message);

/** Shows, once, the message the page before left for this one, if any. */
export function showToastFromLastPage() {
  const message = sessionStorage.getItem(NEXT_PAGE_KEY);
  if (message === null) return;
  sessionStorage.removeItem(NEXT_PAGE_KEY);
  show('success', message);
}

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
