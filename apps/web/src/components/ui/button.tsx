import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Spinner } from './spinner';

/** The looks are component classes in index.css, so the caller's utility classes win over them. */
const VARIANTS = { primary: 'btn-primary', secondary: 'btn-secondary', ghost: 'btn-ghost' };

export type ButtonVariant = keyof typeof VARIANTS;

/** A button's classes, for a link that looks like one; the caller's classes win (`'px-6'` replaces `px-4`). */
export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  clsx('btn', VARIANTS[variant], className);

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while work is under way. */
  loading?: boolean;
}

export function Button({ variant, loading = false, disabled, className, children, type, ...props }: ButtonProps) {
  // Pressed before the page's code has taken over, a submit button would send the form the browser's
  // own way: a GET to the same page with every field, a password too, in the address.
  const hydrated = useHydrated();
  const beforeCode = type === 'submit' && !hydrated;
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || loading || beforeCode}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
