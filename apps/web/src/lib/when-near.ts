/** How close a part may come before its code is fetched: one screen ahead, enough for a fling. */
export const APPROACH_MARGIN = '100% 0px';

/** Calls `approached` once, when `element` comes within a screen of the viewport; returns a function that stops watching. */
export function whenNear(element: Element, approached: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      approached();
    },
    { rootMargin: APPROACH_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
