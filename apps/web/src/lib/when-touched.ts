/** What counts as a visitor reaching for a part: focusing something in it, or pressing on it. */
export const TOUCH_EVENTS = ['focusin', 'pointerdown'] as const;

/**
 * Calls `touched` once, when the visitor first reaches for something inside `element`; at once if
 * the page's start script saw them do so before this code ran (it marks the element `data-touched`).
 */
export function whenTouched(element: HTMLElement, touched: () => void) {
  if (element.dataset.touched !== undefined) return touched();
  const once = () => {
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, once);
    touched();
  };
  for (const type of TOUCH_EVENTS) element.addEventListener(type, once);
}
