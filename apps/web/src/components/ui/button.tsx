import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-400',
        secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50 disabled:opacity-60',
        ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-60',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

/** A button's classes, for a link that looks like one; the caller's classes win (`'px-6'` replaces `px-4`). */
export const buttonClasses = (variant?: ButtonVariant, className?: string) =>
  cn(buttonVariants({ variant }), className);

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while work is under way. */
  loading?: boolean;
}

export function Button({ variant, loading = false, disabled, className, children, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
