import { z } from 'zod';

/** Printable text on one line, without markup brackets or control characters. */
export const PLAIN_TEXT_PATTERN = /^[^<>\p{Cc}]*$/u;
/** Free text over several lines: any printable character, line breaks and tabs. */
const MULTILINE_TEXT_PATTERN = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;

/**
 * Zero-width characters and bidirectional overrides and isolates: invisible, yet able to make a
 * name or a subject read differently from what it holds (`\u202E` turns 'exe.txt' into 'txt.exe').
 */
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** The text without invisible formatting characters; single-line fields store what people see. */
export const withoutInvisibleFormatting = (value: string) => value.replace(INVISIBLE_FORMATTING, '');

interface TextRules {
  max: number;
  /** Allows line breaks (a message body) instead of one plain line (a name, a subject). */
  multiline?: boolean;
}

interface RequiredTextRules extends TextRules {
  /** Shown when the value is missing or blank. */
  required: string;
}

/** A trimmed text with a length limit and the characters its kind allows; `label` names it in messages. */
function boundedText(label: string, { max, multiline = false }: TextRules, text: z.ZodString) {
  return (multiline ? text : text.overwrite(withoutInvisibleFormatting))
    .trim()
    .max(max, `The ${label} can have at most ${max} characters`)
    .regex(
      multiline ? MULTILINE_TEXT_PATTERN : PLAIN_TEXT_PATTERN,
      multiline
        ? `The ${label} may not contain control characters`
        : `The ${label} may not contain line breaks, < or >`,
    );
}

/** A required, trimmed text field with a length limit and a message a person understands for each failure. */
export const requiredText = (label: string, rules: RequiredTextRules) =>
  boundedText(label, rules, z.string({ error: rules.required })).min(1, rules.required);

/** A text field that may be left out or blank (stored as ''), with the same limits as `requiredText`. */
export const optionalText = (label: string, rules: TextRules) =>
  boundedText(label, rules, z.string({ error: `The ${label} must be text` })).default('');

export const phoneSchema = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, 'Please enter your phone number')
  .regex(PHONE_PATTERN, 'Please enter a valid phone number');
