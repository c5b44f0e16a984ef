import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconFactProps {
  icon: LucideIcon;
  /** What the fact is, for assistive technology: the icon says it to the eye. */
  label: string;
  children: ReactNode;
}

/** One term of a description list shown as an icon, with its value beside it. Goes in a `<dl>`. */
export function IconFact({ icon: Icon, label, children }: IconFactProps) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
