import LinkifyIt, { type Match } from 'linkify-it';

/** A piece of a post's text: plain text, or a web address to link to. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/** Web addresses only: no e-mail addresses, ftp or protocol-relative links. */
const linkify = new LinkifyIt({ fuzzyEmail: false }).add('ftp:', null).add('mailto:', null).add('//', null);

/** Links people write: `http(s)://…` or `www.…` (linkify's bare `example.com` guesses are left as text). */
const isWebAddress = (match: Match) =>
  match.schema === '' ? /^www\./i.test(match.raw) : match.schema === 'http:' || match.schema === 'https:';

/** The address as an http(s) URL, or undefined: nothing else may become a link's target. */
function webHref(url: string) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The text cut into plain pieces and web addresses, in order; joined, the pieces' text is the whole text. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of linkify.match(text) ?? []) {
    const href = isWebAddress(match) ? webHref(match.url) : undefined;
    if (href === undefined) continue;
    if (match.index > end) parts.push({ text: text.slice(end, match.index) });
    parts.push({ text: match.raw, href });
    end = match.lastIndex;
  }
  if (end < text.length) parts.push({ text: text.slice(end) });
  return parts;
}
