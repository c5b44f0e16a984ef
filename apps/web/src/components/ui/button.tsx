import { clsx } from 'clsx';
import { use, type ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { PostsWithoutCode } from './native-form';
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
  // Only a form the server takes may be sent before the page's code (see `PostsWithoutCode`).
  const hydrated = useHydrated();
  const beforeCode = type === 'submit' && !hydrated && !use(PostsWithoutCode);
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
