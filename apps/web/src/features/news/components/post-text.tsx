import { useMemo } from 'react';
import { clsx } from 'clsx';
import { linkParts } from '../link-parts';

/**
 * What someone wrote, as text: markup shows as the characters typed, line breaks stay, and web
 * addresses become links that open in a new tab without giving that page a hold on this one.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => linkParts(text), [text]);
  return (
    <p className={clsx('whitespace-pre-wrap break-words text-slate-900', className)}>
      {parts.map((part, index) =>
        part.href === undefined ? (
          part.text
        ) : (
          <a
            // The parts of one text never move, so their position names them.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
