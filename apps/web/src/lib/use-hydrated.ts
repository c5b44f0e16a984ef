import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render and in the browser's first render that adopts it; true after. For
 * what depends on the visitor's clock or time zone, which the server cannot know.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
