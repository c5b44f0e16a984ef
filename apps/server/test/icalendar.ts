export interface IcalProperty {
  name: string;
  /** The parameters between the name and the value, e.g. `CN="Ada";RSVP=TRUE`. */
  params: string;
  value: string;
}

/** The content lines of an iCalendar document, with folded lines joined again (RFC 5545 §3.1). */
export const icalContentLines = (document: string) =>
  document
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');

/**
 * RFC 5545 §3.1's content line up to the value: `name *(";" param) ":"`, where a parameter value is
 * either plain (no `"`, `;`, `:` or `,`) or quoted, and a quoted one holds no `"` at all.
 */
const CONTENT_LINE_HEAD =
  /^[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+=(?:"[^"\p{Cc}]*"|[^";:,\p{Cc}]*)(?:,(?:"[^"\p{Cc}]*"|[^";:,\p{Cc}]*))*)*:/u;

/** The lines of a document that a strict iCalendar parser would refuse. */
export const malformedIcalLines = (document: string) =>
  icalContentLines(document).filter((line) => !CONTENT_LINE_HEAD.test(line));

/** Each content line split into its name, its parameters and its value. */
export function icalProperties(document: string): IcalProperty[] {
  return icalContentLines(document).map((line) => {
    // The value starts after the first colon that is not inside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let index = 0; index < line.length && colon < 0; index++) {
      if (line[index] === '"') quoted = !quoted;
      else if (line[index] === ':' && !quoted) colon = index;
    }
    const head = line.slice(0, colon);
    const semicolon = head.indexOf(';');
    return {
      name: (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase(),
      params: semicolon < 0 ? '' : head.slice(semicolon + 1),
      value: line.slice(colon + 1),
    };
  });
}

/** The properties of every `name` component (VEVENT, VALARM…), in document order. */
export function icalComponents(document: string, name: string): IcalProperty[][] {
  const components: IcalProperty[][] = [];
  let current: IcalProperty[] | undefined;
  for (const property of icalProperties(document)) {
    if (property.name === 'BEGIN' && property.value.toUpperCase() === name) current = [];
    else if (property.name === 'END' && property.value.toUpperCase() === name && current) {
      components.push(current);
      current = undefined;
    } else current?.push(property);
  }
  return components;
}

export const icalValue = (properties: IcalProperty[], name: string) =>
  properties.find((property) => property.name === name)?.value;

/** An instant as iCalendar writes it in UTC: `YYYYMMDDTHHMMSSZ`. */
export const icalUtc = (instant: Date | string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A `mailto:` address without its scheme, lower-cased. */
export const mailtoAddress = (value: string | undefined) => value?.replace(/^mailto:/i, '').toLowerCase();
