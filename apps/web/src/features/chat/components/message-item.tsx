import { chatTime } from '@topgear/shared/chat';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { clsx } from 'clsx';
import { formatMoment } from '@/lib/dates';
import { CHAT_TEXTS } from '../texts';

interface MessageItemProps {
  text: string;
  createdAt: string;
  /** Who wrote it, named on everyone's messages but mine (which sit on the right, in colour). */
  author: string;
  /** The author's picture, shown beside messages that are not mine. */
  authorImage?: string | null;
  mine: boolean;
  /** In place of the time, for a message still on its way: 'Sending…', or why it failed and Retry. */
  status?: ReactNode;
}

/** One message: what was written, as text (markup shows as typed, line breaks stay), and when ('9:05'). */
export function MessageItem({ text, createdAt, author, authorImage, mine, status }: MessageItemProps) {
  return (
    <div className={clsx('flex items-end gap-2', mine && 'justify-end')}>
      {!mine && <Avatar name={author} image={authorImage} className="size-8 text-xs" />}
      <div
        className={clsx('flex min-w-0 max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}
      >
        {mine ? (
          <span className="sr-only">{CHAT_TEXTS.you}</span>
        ) : (
          <span className="text-xs font-semibold text-slate-700">{author}</span>
        )}
        <p
          className={clsx(
            'whitespace-pre-wrap wrap-anywhere rounded-2xl px-3 py-2 text-sm',
            mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          )}
        >
          {text}
        </p>
        {status ?? (
          <time dateTime={createdAt} title={formatMoment(createdAt)} className="text-xs text-slate-600">
            {chatTime(createdAt)}
          </time>
        )}
      </div>
    </div>
  );
}
