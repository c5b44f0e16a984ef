import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNear } from './when-near';

/** The server's loads under way: its render waits for them and renders again, as it does for data. */
const loadingOnServer = new Set<Promise<unknown>>();

/** Waits for the parts a server render asked for; true if there were any, so the page needs another render. */
export async function lazyPartsLoaded(): Promise<boolean> {
  const pending = [...loadingOnServer];
  await Promise.allSettled(pending);
  return pending.length > 0;
}

function track<T>(loading: Promise<T>) {
  loadingOnServer.add(loading);
  void loading.finally(() => loadingOnServer.delete(loading)).catch(() => undefined);
  return loading;
}

/**
 * A component whose code the browser fetches only when the spot it fills comes within a screen of
 * the viewport. The server renders it in full, so the page's HTML carries it; the browser keeps that
 * markup as it is until the code arrives, then hydrates it. Where there is no server markup (a
 * page opened from a link inside the app), `fallback` holds the place meanwhile: it should take
 * the component's room.
 *
 * The part re-renders only when its props change (it is memoised), and they should not change
 * before it is hydrated: React cannot hydrate a part that an update reaches before its code, so it
 * would drop the server's markup and show `fallback` instead.
 */
export function lazyNearViewport<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  let approached!: () => void;
  const near = new Promise<void>((resolve) => (approached = resolve));
  const Part = lazy(() => {
    const loading = (import.meta.env.SSR ? load() : near.then(load)).then((component) => ({ default: component }));
    return import.meta.env.SSR ? track(loading) : loading;
  });

  function NearViewport(props: Props) {
    const spot = useRef<HTMLDivElement>(null);
    useEffect(() => whenNear(spot.current!, approached), []);

    return (
      <div ref={spot}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(NearViewport);
}
