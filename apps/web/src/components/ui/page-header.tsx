import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A short label above the heading. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The h1 block that opens a public page: eyebrow, heading, then the page's own intro or actions. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-12 text-center md:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>}
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{title}</h1>
        {children}
      </div>
    </header>
  );
}
