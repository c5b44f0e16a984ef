const QUOTE_LENGTH = 40;

/** A card's text as controls and announcements name it: quoted, and shortened when long. */
export function quotedText(text: string): string {
  const short = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
  return `“${short}”`;
}
