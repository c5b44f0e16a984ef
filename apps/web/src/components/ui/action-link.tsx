import type { ReactNode } from 'react';

interface ActionLinkProps {
  /** An address whose page shows what `onAction` shows in place. */
  href: string;
  /** What the page's code does instead of following the link. */
  onAction: () => void;
  className: string;
  children: ReactNode;
}

/**
 * A link that works before and without the page's code: the browser follows it to a page of its
 * own. Once the code runs, it acts in place instead, and the page keeps what it holds.
 */
export function ActionLink({ href, onAction, className, children }: ActionLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onAction();
      }}
      className={className}
    >
      {children}
    </a>
  );
}
