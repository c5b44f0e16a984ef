import { useLayoutEffect, useRef } from 'react';

/** How close to an end of the list counts as being there. */
const NEAR_PX = 80;

interface ChatScrollOptions {
  /** The first and last stored messages: a new first one came from above, a new last one from below. */
  firstId: string | undefined;
  lastId: string | undefined;
  /** The last message I sent that is still on its way: a new one means I just wrote. */
  sentId: string | undefined;
  /** Scrolled near the top: time to load older messages. */
  onNearTop: () => void;
}

interface Shown {
  firstId?: string | undefined;
  lastId?: string | undefined;
  sentId?: string | undefined;
  /** How far the view was from the bottom. */
  fromBottom: number;
}

/**
 * The message list's scrolling: it opens at the newest message, follows new ones (and its own
 * resizing) while it is at the bottom, and whenever I send; it stays put while I read further up,
 * and keeps the messages in view where they were when older ones load above them.
 */
export function useChatScroll({ firstId, lastId, sentId, onNearTop }: ChatScrollOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef<Shown>({ fromBottom: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = shown.current;
    const sent = sentId !== undefined && sentId !== before.sentId;
    const arrived = lastId !== before.lastId;
    if (sent || (arrived && before.fromBottom < NEAR_PX)) {
      list.scrollTop = list.scrollHeight;
    } else if (firstId !== before.firstId) {
      list.scrollTop = list.scrollHeight - list.clientHeight - before.fromBottom;
    }
    shown.current = { firstId, lastId, sentId, fromBottom: list.scrollHeight - list.scrollTop - list.clientHeight };
  }, [firstId, lastId, sentId]);

  // The list gets shorter when a status shows above it or a phone's keyboard opens: one read at
  // the bottom stays there.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      if (shown.current.fromBottom < NEAR_PX) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    shown.current.fromBottom = list.scrollHeight - list.scrollTop - list.clientHeight;
    if (list.scrollTop < NEAR_PX) onNearTop();
  };

  return { listRef, onScroll };
}
