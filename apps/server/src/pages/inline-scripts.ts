import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow the scripts written inside `html` (index.html
 * starts the app from one), each by the SHA-256 of its text: no other inline script may run.
 */
export const inlineScriptSources = (html: string) =>
  [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes ?? ''))
    .map(
      ([, , text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
