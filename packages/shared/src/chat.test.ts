import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, cannedReplyInputSchema, chatTime, sendMessageSchema } from './chat';

describe('chat times', () => {
  it('show hours without padding and minutes with two digits, in local time', () => {
    expect(chatTime(new Date(2026, 10, 25, 9, 5))).toBe('9:05');
    expect(chatTime(new Date(2026, 10, 25, 0, 0))).toBe('0:00');
    expect(chatTime(new Date(2026, 10, 25, 23, 59))).toBe('23:59');
  });

  it('read the ISO strings messages carry', () => {
    const instant = new Date(2026, 10, 25, 14, 7);
    expect(chatTime(instant.toISOString())).toBe('14:07');
  });
});

describe('canned reply shortcuts', () => {
  const shortcutOf = (shortcut: string) => cannedReplyInputSchema.safeParse({ shortcut, text: 'Hello!' });

  it('are stored in lower case', () => {
    expect(shortcutOf('  Refund-Policy ').data?.shortcut).toBe('refund-policy');
  });

  it('are checked after lowering, which can lengthen a word', () => {
    // 'İ' lowers to 'i' and a combining dot, which is not a letter or a digit.
    expect(shortcutOf('İstanbul').error?.issues[0]?.message).toBe(CHAT_MESSAGES.shortcutInvalid);
  });

  it.each(['two words', '/slash', ''])('refuse %j', (shortcut) => {
    expect(shortcutOf(shortcut).success).toBe(false);
  });
});

describe('messages sent', () => {
  const id = '4f1c6f0e-2b7a-4c39-9a51-0d7f3e2b8c11';
  const conversationId = '9b2d4c1e-8f3a-4b6c-a7d5-3e1f0c9b8a72';

  it('are trimmed and may hold line breaks', () => {
    expect(sendMessageSchema.parse({ conversationId, id, text: '  Line one\nLine two  ' }).text).toBe(
      'Line one\nLine two',
    );
  });

  it('need an id the client made', () => {
    expect(sendMessageSchema.safeParse({ conversationId, id: 'resend-1', text: 'Hi' }).error?.issues[0]?.message).toBe(
      CHAT_MESSAGES.idInvalid,
    );
  });
});
