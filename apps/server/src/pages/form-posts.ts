import { parseCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_NAME_FIELD,
  FORM_REFRESH,
  type FormFailureSent,
  type FormPost,
  type SubmittedForm,
} from '@topgear/shared/page-render';

/** Carries a form's answer across the redirect after a successful post, to the page that shows it. */
const ANSWER_COOKIE = 'topgear-form-answer';
/** Long enough for the redirect to arrive on a slow connection; a reload later shows the page as it is. */
const ANSWER_SECONDS = 60;

export type FormFields = Record<string, string>;

/** The fields that steer the post itself: never sent to the API, never written back into the page. */
const STEERING_FIELDS = new Set<string>([FORM_NAME_FIELD, FORM_REFRESH.name]);

/** Whether the page's address gives the field `name`, not the form (`FormPost.fromAddress`). */
const fromAddress = (post: FormPost, name: string) => post.fromAddress?.includes(name) ?? false;

/** The JSON body the API route takes, from the fields the browser posted and the page's address it posted to. */
export function apiBodyOf(post: FormPost, fields: FormFields, address: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (STEERING_FIELDS.has(name) || fromAddress(post, name)) continue;
    if (!post.numbers?.includes(name)) body[name] = value;
    // `Number('x')` is NaN, sent as null: the API's own check then names the field.
    else if (value.trim() !== '') body[name] = Number(value);
  }
  // A checkbox left unticked is not sent at all.
  for (const name of post.checkboxes ?? []) body[name] = Object.hasOwn(fields, name);
  const query = new URL(address, 'http://localhost').searchParams;
  for (const name of post.fromAddress ?? []) {
    const value = query.get(name);
    // One the address lacks is left out: the API's own check then names the field.
    if (value !== null) body[name] = value;
  }
  return body;
}

/** What the page writes back into the form: what was typed, less the form's name, its secrets and its address's fields. */
const valuesOf = (post: FormPost, fields: FormFields) =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => !STEERING_FIELDS.has(name) && !post.secrets?.includes(name) && !fromAddress(post, name),
    ),
  );

/** What the page shows again beside the answer after success (`FormPost.keptForAnswer`). */
const keptForAnswer = (post: FormPost, fields: FormFields) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => post.keptForAnswer?.includes(name)));

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

function failureOf(status: number, payload: string): FormFailureSent {
  try {
    const { error } = JSON.parse(payload) as { error?: Partial<FormFailureSent> };
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      return { status, code: error.code, message: error.message, fields: error.fields ?? {} };
    }
  } catch {
    // Not the API's error shape: the generic message below.
  }
  return { status, code: 'UNKNOWN_ERROR', message: UNKNOWN_FAILURE, fields: {} };
}

export type FormOutcome =
  /** The API took it: go to `location`, with the cookies the API set (a new session). */
  | { kind: 'redirect'; location: string; cookies: string[] }
  /** The API refused it, or the visitor asked to see the form again: the page with what was typed (and why not), with this status. */
  | { kind: 'render'; status: number; submitted: SubmittedForm };

/**
 * Sends a posted form to its API route as the page's code would: through the app's own routes, from
 * the visitor's address (so its rate limit counts), with the visitor's cookies, from this site.
 */
export async function sendForm(
  app: FastifyInstance,
  request: FastifyRequest,
  post: FormPost,
  fields: FormFields,
  { origin, secure, returnTo }: { origin: string; secure: boolean; returnTo: string },
): Promise<FormOutcome> {
  if (fields[FORM_REFRESH.name] === FORM_REFRESH.value) {
    return { kind: 'render', status: 200, submitted: { form: post.name, values: valuesOf(post, fields) } };
  }
  const { cookie } = request.headers;
  const response = await app.inject({
    method: 'POST',
    url: `/api${post.endpoint}`,
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      // The post was checked to come from this site's pages: the API's own check then agrees.
      origin,
      ...(cookie && { cookie }),
      ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
    },
    payload: JSON.stringify(apiBodyOf(post, fields, returnTo)),
  });
  if (response.statusCode >= 400) {
    return {
      kind: 'render',
      status: response.statusCode,
      submitted: {
        form: post.name,
        values: valuesOf(post, fields),
        failure: failureOf(response.statusCode, response.body),
      },
    };
  }
  const answer: unknown = response.statusCode === 204 ? null : response.json();
  const setCookie = response.headers['set-cookie'];
  const cookies = setCookie === undefined ? [] : [setCookie].flat();
  if (post.next) return { kind: 'redirect', location: post.next(answer), cookies };
  // Back to the same page, which shows the answer once: a reload does not post the form again.
  const carried = Buffer.from(
    JSON.stringify({ form: post.name, answer, values: keptForAnswer(post, fields) }),
  ).toString('base64url');
  return {
    kind: 'redirect',
    location: `${returnTo}#${post.name}`,
    cookies: [...cookies, answerCookie(carried, ANSWER_SECONDS, secure)],
  };
}

/** The string values of a carried record; none when it is not one. */
const stringsOf = (values: unknown): Record<string, string> =>
  typeof values === 'object' && values !== null
    ? Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

const answerCookie = (value: string, seconds: number, secure: boolean) =>
  `${ANSWER_COOKIE}=${value}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The answer a successful post left for this page, if any; it is then forgotten. A value that is
 * not one this server wrote is ignored (the page shows it as text in any case).
 */
export function takeAnswer(request: FastifyRequest, reply: FastifyReply, secure: boolean): SubmittedForm | undefined {
  const { cookie } = request.headers;
  // Asked on every page request: most carry no answer, and their cookies are not parsed.
  const carried = cookie?.includes(ANSWER_COOKIE) && parseCookies(cookie).get(ANSWER_COOKIE);
  if (!carried) return undefined;
  void reply.header('set-cookie', answerCookie('', 0, secure));
  try {
    const { form, answer, values } = JSON.parse(Buffer.from(carried, 'base64url').toString()) as Partial<SubmittedForm>;
    return typeof form === 'string' ? { form, values: stringsOf(values), answer } : undefined;
  } catch {
    return undefined;
  }
}
