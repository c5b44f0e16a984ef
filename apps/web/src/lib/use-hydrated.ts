import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render and in the browser's first render that adopts it; true after (and
 * from the start where the browser renders alone). For what depends on the visitor's clock or time
 * zone, which the server cannot know, and for what must wait until the browser's code runs it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
