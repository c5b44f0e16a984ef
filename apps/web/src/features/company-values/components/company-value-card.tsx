import type { CompanyValue } from '@topgear/shared/company-values';
import type { ReactNode } from 'react';
import { ValueIcon } from '@/components/value-icon';

interface CompanyValueCardProps {
  value: CompanyValue;
  /** What can be done to it: order, edit, retire or restore. */
  children: ReactNode;
}

/** One value: its icon, name and description, with its actions. */
export function CompanyValueCard({ value, children }: CompanyValueCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ValueIcon icon={value.icon} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold wrap-anywhere text-brand-900">{value.name}</h3>
        {value.description && <p className="mt-1 text-sm wrap-anywhere text-slate-600">{value.description}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </article>
  );
}
