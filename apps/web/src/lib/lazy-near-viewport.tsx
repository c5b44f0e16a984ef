import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNear } from './when-near';

/** The server's loads under way: a render waits for them, so that it renders each part in full. */
const loadingOnServer = new Set<Promise<unknown>>();

/** Waits for the parts whose modules the server has evaluated so far. */
export async function lazyPartsLoaded() {
  await Promise.allSettled([...loadingOnServer]);
}

/**
 * On the server, a part's code loads as soon as the module that declares it is evaluated (a page's
 * module, before the page renders), and the part then renders at once: React's `lazy` would
 * suspend the first render even of code already loaded.
 */
function loadedOnServer<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  let Loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => {
    Loaded = component;
  });
  loadingOnServer.add(loading);
  void loading.finally(() => loadingOnServer.delete(loading)).catch(() => undefined);
  return function LoadedPart(props: Props) {
    return Loaded ? <Loaded {...props} /> : fallback;
  };
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
  const Part = import.meta.env.SSR
    ? loadedOnServer(load, fallback)
    : lazy(() => near.then(load).then((component) => ({ default: component })));

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
