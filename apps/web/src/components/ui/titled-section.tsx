import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/** A section named by its own h2, the way a screen splits into parts a screen reader can jump between. */
export function TitledSection({ title, className, children }: TitledSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
