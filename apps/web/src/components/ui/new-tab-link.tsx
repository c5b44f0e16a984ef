import type { ReactNode } from 'react';

interface NewTabLinkProps {
  href: string;
  /** The visible words, e.g. 'Read More'. */
  children: ReactNode;
  /**
   * What the link is about, e.g. the article's title. Cards repeat one label many times; this
   * tells screen-reader users which one it is, and that it opens in a new tab.
   */
  about: string;
  className: string;
}

/** A link that opens in a new tab, named for assistive technology by its label and what it is about. */
export function NewTabLink({ href, children, about, className }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {children}
      <span className="sr-only">: {about} (opens in a new tab)</span>
    </a>
  );
}
