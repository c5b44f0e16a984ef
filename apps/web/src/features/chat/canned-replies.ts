import type { CannedReply } from '@topgear/shared/chat';

/** A slash and the start of a shortcut, and nothing else: the letters, digits and dashes shortcuts are made of. */
const LOOKUP = /^\/([\p{L}\p{N}-]*)$/u;

/**
 * The shortcut being looked up while the whole message so far is '/' and a word ('/ref' → 'ref',
 * '/' → ''), in the lower case shortcuts are stored in; null for any other text.
 */
export function cannedQuery(text: string): string | null {
  const match = LOOKUP.exec(text);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** The replies whose shortcut starts with the query, in the order given (the server's, by shortcut). */
export const matchingReplies = (replies: readonly CannedReply[], query: string) =>
  replies.filter((reply) => reply.shortcut.startsWith(query));

/** The option `by` steps from `index` among `count`, round from the last to the first and back. */
export const stepThrough = (index: number, by: 1 | -1, count: number) => (index + by + count) % count;
