import type { CannedReply } from '@topgear/shared/chat';
import { describe, expect, it } from 'vitest';
import { cannedQuery, matchingReplies, stepThrough } from './canned-replies';

const reply = (shortcut: string): CannedReply => ({
  id: `id-${shortcut}`,
  shortcut,
  text: `The ${shortcut} reply`,
  createdAt: '2026-01-05T09:00:00.000Z',
});

const replies = [reply('hello'), reply('help'), reply('refund'), reply('refund-policy'), reply('été')];

describe('cannedQuery (the composer looks up a canned reply)', () => {
  it('reads the word after a leading slash', () => {
    expect(cannedQuery('/')).toBe('');
    expect(cannedQuery('/ref')).toBe('ref');
    expect(cannedQuery('/refund-policy')).toBe('refund-policy');
  });

  it('looks up in lower case, as shortcuts are stored', () => {
    expect(cannedQuery('/HeL')).toBe('hel');
  });

  it('accepts letters of any language and digits', () => {
    expect(cannedQuery('/été2')).toBe('été2');
  });

  it('stops looking once the text is more than a slash and a word', () => {
    expect(cannedQuery('')).toBeNull();
    expect(cannedQuery('hello')).toBeNull();
    expect(cannedQuery('see /hello')).toBeNull();
    expect(cannedQuery('/hello there')).toBeNull();
    expect(cannedQuery('/hello\n')).toBeNull();
    expect(cannedQuery('//')).toBeNull();
  });
});

describe('matchingReplies', () => {
  const shortcuts = (query: string) => matchingReplies(replies, query).map((match) => match.shortcut);

  it('offers every reply for a bare slash', () => {
    expect(shortcuts('')).toEqual(['hello', 'help', 'refund', 'refund-policy', 'été']);
  });

  it('offers the replies whose shortcut starts with the query, in the given order', () => {
    expect(shortcuts('hel')).toEqual(['hello', 'help']);
    expect(shortcuts('refund')).toEqual(['refund', 'refund-policy']);
    expect(shortcuts('é')).toEqual(['été']);
  });

  it('does not match inside a shortcut', () => {
    expect(shortcuts('policy')).toEqual([]);
  });
});

describe('stepThrough (ArrowDown and ArrowUp in the list)', () => {
  it('moves one option and wraps round at both ends', () => {
    expect(stepThrough(0, 1, 3)).toBe(1);
    expect(stepThrough(2, 1, 3)).toBe(0);
    expect(stepThrough(0, -1, 3)).toBe(2);
    expect(stepThrough(1, -1, 3)).toBe(0);
  });
});
