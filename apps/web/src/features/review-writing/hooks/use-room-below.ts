import { useEffect, type RefObject } from 'react';

/**
 * While mounted, whatever the browser scrolls into view (the control tabbed to, a link's target)
 * stops above the bar `bar` holds, stuck to the bottom of the window, rather than under it.
 */
export function useRoomBelow(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [bar]);
}
