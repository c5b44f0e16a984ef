import type { ChatMessage } from '@topgear/shared/chat';
import { describe, expect, it } from 'vitest';
import { fromOtherSide, type MessagePages, timeline, unreadMessages, withMessage, withoutEcho } from './messages';

const person = { id: 'person-1', name: 'Ana Silva', image: null, support: false };
const agent = { id: 'agent-1', name: 'Bo Chen', image: null, support: true };

/** A stored message; its author's client sent it as `clientId` (`sent-<id>` unless given). */
const message = (id: string, minute: number, author = person, clientId = `sent-${id}`): ChatMessage => ({
  id,
  clientId,
  conversationId: 'conversation-1',
  author,
  text: `Message ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString(),
});

const pages = (...items: ChatMessage[][]): MessagePages => ({
  pages: items.map((page, index) => ({ items: page, nextCursor: index < items.length - 1 ? `cursor-${index}` : null })),
  pageParams: items.map((_, index) => (index === 0 ? '' : `cursor-${index - 1}`)),
});

const ids = (messages: readonly { id: string }[]) => messages.map((item) => item.id);

describe('withMessage (a message heard on the socket, into the cached history)', () => {
  it('puts a new message on top of the newest page', () => {
    const data = withMessage(pages([message('b', 2), message('a', 1)], [message('z', 0)]), message('c', 3));
    expect(data.pages.map((page) => ids(page.items))).toEqual([['c', 'b', 'a'], ['z']]);
    expect(data.pageParams).toEqual(['', 'cursor-0']);
  });

  it('places a message that arrives late by its time, not by its arrival', () => {
    const data = withMessage(pages([message('c', 3), message('a', 1)]), message('b', 2));
    expect(ids(data.pages[0]?.items ?? [])).toEqual(['c', 'b', 'a']);
  });

  it('ignores a message any page already holds (the echo of a resend)', () => {
    const before = pages([message('b', 2)], [message('a', 1)]);
    expect(withMessage(before, message('a', 1))).toBe(before);
    expect(withMessage(before, message('b', 2))).toBe(before);
  });

  it('starts the history of an empty conversation', () => {
    expect(ids(withMessage(pages([]), message('a', 1)).pages[0]?.items ?? [])).toEqual(['a']);
  });
});

describe('timeline (what the window shows, oldest first)', () => {
  it('turns the newest-first history around', () => {
    expect(ids(timeline([message('c', 3), message('b', 2), message('a', 1)], []).stored)).toEqual(['a', 'b', 'c']);
  });

  it('shows a message once when two pages hold it', () => {
    expect(ids(timeline([message('b', 2), message('a', 1), message('a', 1)], []).stored)).toEqual(['a', 'b']);
  });

  it('keeps my unconfirmed messages after the stored ones, in the order I sent them', () => {
    const outbox = [
      { id: 'x', text: 'first', createdAt: '2026-01-05T09:10:00.000Z' },
      { id: 'y', text: 'second', createdAt: '2026-01-05T09:11:00.000Z', error: 'Please wait a moment.' },
    ];
    const { stored, outgoing } = timeline([message('a', 1)], outbox);
    expect(ids(stored)).toEqual(['a']);
    expect(ids(outgoing)).toEqual(['x', 'y']);
  });

  it('drops an outgoing message once the history holds the message sent with its id (the echo came before the answer)', () => {
    const outbox = [{ id: 'x', text: 'Message x', createdAt: '2026-01-05T09:02:00.000Z' }];
    const { stored, outgoing } = timeline([message('stored-x', 2, person, 'x'), message('a', 1)], outbox);
    expect(ids(stored)).toEqual(['a', 'stored-x']);
    expect(outgoing).toEqual([]);
  });
});

describe('unreadMessages (the New messages divider and mark_read)', () => {
  const history = [message('a', 1, person), message('b', 2, agent), message('c', 3, person), message('d', 4, agent)];

  it("counts the other side's messages after the read marker, not this side's own", () => {
    expect(ids(unreadMessages(history, '2026-01-05T09:01:30.000Z', 'person'))).toEqual(['b', 'd']);
    expect(ids(unreadMessages(history, '2026-01-05T09:01:30.000Z', 'support'))).toEqual(['c']);
  });

  it('treats every message of the other side as unread when this side never read', () => {
    expect(ids(unreadMessages(history, null, 'support'))).toEqual(['a', 'c']);
  });

  it('finds nothing once this side has read past the last message', () => {
    expect(unreadMessages(history, '2026-01-05T09:04:00.000Z', 'person')).toEqual([]);
  });

  it('tells the sides apart by the support flag, whoever the author is', () => {
    expect(fromOtherSide(message('a', 1, person), 'support')).toBe(true);
    expect(fromOtherSide(message('a', 1, agent), 'support')).toBe(false);
    expect(fromOtherSide(message('a', 1, agent), 'person')).toBe(true);
  });
});

describe('withoutEcho (the server sends my message back to me)', () => {
  const outbox = [
    { id: 'x', text: 'ok', createdAt: '2026-01-05T09:10:00.000Z', error: 'Please wait a moment.' },
    { id: 'y', text: 'ok', createdAt: '2026-01-05T09:11:00.000Z' },
    { id: 'z', text: 'ok', createdAt: '2026-01-05T09:12:00.000Z' },
  ];

  it('drops the message the echo was sent as, whatever its text', () => {
    expect(ids(withoutEcho(outbox, message('stored-y', 12, person, 'y')))).toEqual(['x', 'z']);
  });

  it('keeps everything when the echo was sent as none of them', () => {
    expect(ids(withoutEcho(outbox, { ...message('stored-q', 12, person, 'q'), text: 'ok' }))).toEqual(['x', 'y', 'z']);
  });
});
