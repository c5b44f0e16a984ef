import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-400',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-60',
} as const;

export const buttonClasses = (variant: keyof typeof variants = 'primary', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
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
