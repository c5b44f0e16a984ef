import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) and lets a later Tailwind class
 * win over an earlier one of the same kind: `cn('px-4 py-2', 'px-6')` is `'py-2 px-6'`. Components
 * put their own classes first and the caller's `className` last.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
