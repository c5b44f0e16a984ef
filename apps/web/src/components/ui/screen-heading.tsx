import type { ReactNode } from 'react';

/** The h1 and its one-line intro that open every dashboard screen. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </div>
  );
}
