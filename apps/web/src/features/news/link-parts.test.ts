import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('linkParts', () => {
  it('links http, https and www addresses, keeping the text around them', () => {
    expect(linkParts('See https://example.com/a?b=1, http://intranet.example.org and www.example.com!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', ' },
      { text: 'http://intranet.example.org', href: 'http://intranet.example.org/' },
      { text: ' and ' },
      { text: 'www.example.com', href: 'http://www.example.com/' },
      { text: '!' },
    ]);
  });

  it('keeps line breaks and markup as text', () => {
    const text = '<img src=x onerror=alert(1)>\nline two\n\n<a href="javascript:alert(1)">click</a>';

    expect(linkParts(text)).toEqual([{ text }]);
  });

  it('links nothing but web addresses', () => {
    for (const text of [
      'javascript:alert(1)',
      'mailto:ada@example.com',
      'ada@example.com',
      'ftp://files.example.com',
      '//example.com/path',
      'example.com',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(linkParts(text), text).toEqual([{ text }]);
    }
  });

  it('answers no parts for no text, and one for text without links', () => {
    expect(linkParts('')).toEqual([]);
    expect(linkParts('Hello team')).toEqual([{ text: 'Hello team' }]);
  });

  it('links an address at the very start and end', () => {
    expect(linkParts('https://a.example.com')).toEqual([
      { text: 'https://a.example.com', href: 'https://a.example.com/' },
    ]);
  });
});
