import { CHAT_MESSAGE_MAX, sendMessageSchema, type CannedReply } from '@topgear/shared/chat';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { cannedQuery, matchingReplies, stepThrough } from '../canned-replies';
import { CHAT_TEXTS } from '../texts';
import { CannedReplyOptions } from './canned-reply-options';

const messageText = sendMessageSchema.shape.text;

/** From here on the box counts down to the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

interface ComposerProps {
  /** A message worth sending: trimmed, within the limit, with no control characters. */
  onSend: (text: string) => void;
  /** Called as the person types, for the other side's indicator. */
  onTyping: () => void;
  /** Support's canned replies: '/' and the start of a shortcut offers them. */
  cannedReplies?: readonly CannedReply[] | undefined;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and a blank message is never sent.
 * It clears as soon as the message is handed on (the list shows it as sending). With canned
 * replies, a message that is '/' and a word lists the matching ones: the arrows move, Enter or Tab
 * (or a click) puts the reply in place of the '/word', Escape closes the list.
 */
export function Composer({ onSend, onTyping, cannedReplies }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  // The text the list was closed for (Escape, or a reply put in): it opens again once the text changes.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<{ query: string | null; index: number }>({ query: null, index: 0 });
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const listId = `${id}-replies`;
  const optionId = (index: number) => `${id}-reply-${index}`;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;

  const query = cannedQuery(text);
  const options = query === null || closedFor === text ? [] : matchingReplies(cannedReplies ?? [], query);
  const open = options.length > 0;
  const active = highlight.query === query ? Math.min(highlight.index, options.length - 1) : 0;
  const counting = text.length >= COUNT_FROM;

  const send = () => {
    if (text.trim() === '') return;
    const parsed = messageText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSend(parsed.data);
    setText('');
    setError(undefined);
  };

  const insert = (reply: CannedReply) => {
    setText(reply.text);
    setClosedFor(reply.text);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter also confirms a word being composed with an input method; that is not a send.
    if (event.nativeEvent.isComposing) return;
    const reply = options[active];
    if (open && reply) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setHighlight({ query, index: stepThrough(active, event.key === 'ArrowDown' ? 1 : -1, options.length) });
        return;
      }
      if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
        event.preventDefault();
        insert(reply);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setClosedFor(text);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="border-t border-slate-200 p-3"
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="relative flex items-end gap-2">
        {open && (
          <CannedReplyOptions id={listId} replies={options} active={active} optionId={optionId} onPick={insert} />
        )}
        <textarea
          id={id}
          ref={box}
          value={text}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={cannedReplies ? 'Write a reply, or / for a canned reply' : 'Write a message'}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
            if (event.target.value.trim() !== '') onTyping();
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && errorId, counting && counterId].filter(Boolean).join(' ') || undefined}
          aria-autocomplete={cannedReplies ? 'list' : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(active) : undefined}
          className="block min-h-11 w-full min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" aria-label="Send" title="Send" className="shrink-0 px-3">
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
      {counting && (
        <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
          {CHAT_TEXTS.charactersLeft(CHAT_MESSAGE_MAX - text.length)}
        </p>
      )}
    </form>
  );
}
