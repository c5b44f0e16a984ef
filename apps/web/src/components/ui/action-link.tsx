import type { MouseEvent, ReactNode } from 'react';

interface ActionLinkProps {
  /** An address whose page shows what `onAction` shows in place. */
  href: string;
  /** What the page's code does instead of following the link. */
  onAction: () => void;
  /** The action is under way: the link says so, and a second click waits for it. */
  busy?: boolean;
  className: string;
  children: ReactNode;
}

/** A click the page's code answers: not one that asks for a new tab or window. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that works before and without the page's code: the browser follows it to a page of its
 * own. Once the code runs, it acts in place instead, and the page keeps what it holds; a click that
 * asks for a new tab or window is still the browser's.
 */
export function ActionLink({ href, onAction, busy = false, className, children }: ActionLinkProps) {
  return (
    <a
      href={href}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        if (!busy) onAction();
      }}
      className={className}
    >
      {children}
    </a>
  );
}
