import { z } from 'zod';
import { instantSchema } from './dates';
import { EMAIL_MAX_LENGTH, isEmail } from './email';
import { pageSchema } from './pagination';

/** The longest list an administrator may paste, and the most people one list may invite. */
export const INVITATION_LIST_MAX_LENGTH = 20_000;
export const INVITATIONS_PER_LIST_MAX = 100;

export const INVITATION_MESSAGES = {
  listRequired: 'Paste at least one email address',
  listTooLong: `Paste at most ${INVITATION_LIST_MAX_LENGTH.toLocaleString('en')} characters at a time`,
  tooMany: `Invite at most ${INVITATIONS_PER_LIST_MAX} people at a time`,
  noAt: 'It has no @',
  tooLong: `It is longer than ${EMAIL_MAX_LENGTH} characters`,
  notAnAddress: 'It is not a valid email address',
  notFound: 'This invitation is no longer pending: it was used or revoked.',
  revoked: 'Invitation revoked',
  resent: 'Invitation sent again',
} as const;

/** One entry of a pasted list: a valid address (lower-cased), or what was written and why it is not one. */
export type ListedAddress = { address: string; problem?: undefined } | { address: string; problem: string };

function problemOf(candidate: string): string | undefined {
  if (!candidate.includes('@')) return INVITATION_MESSAGES.noAt;
  if (candidate.length > EMAIL_MAX_LENGTH) return INVITATION_MESSAGES.tooLong;
  return isEmail(candidate) ? undefined : INVITATION_MESSAGES.notAnAddress;
}

/** The addresses of one entry (a line, or what lies between commas or semicolons). */
function candidatesOf(entry: string): string[] {
  const bracketed = [...entry.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!.trim());
  const words = entry
    .replace(/<[^<>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  const withAt = words.filter((word) => word.includes('@'));
  // Words beside an address are its owner's name ("Ana Silva <ana@example.com>"); alone, they were meant as addresses.
  return bracketed.length > 0 || withAt.length > 0 ? [...bracketed, ...withAt] : words;
}

/**
 * The addresses of a list pasted from anywhere: separated by new lines, commas, semicolons or
 * spaces, each bare or in the `Name <address>` form mail programs copy (a quoted name may hold
 * commas), with `mailto:` taken off. Each appears once, in the order first written, whatever its
 * letter case; what is not an address is kept, with the reason.
 */
export function parseAddressList(text: string): ListedAddress[] {
  const seen = new Set<string>();
  const listed: ListedAddress[] = [];
  const entries = text.replace(/"[^"]*"/g, ' ').split(/[\n\r,;]+/);
  for (const candidate of entries.flatMap(candidatesOf)) {
    const written = candidate.replace(/^mailto:/i, '');
    const problem = problemOf(written);
    const address = problem ? written : written.toLowerCase();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    listed.push(problem ? { address, problem } : { address });
  }
  return listed;
}

/** POST /api/invitations: the pasted list. */
export const invitationListSchema = z.object({
  addresses: z
    .string({ error: INVITATION_MESSAGES.listRequired })
    .trim()
    .min(1, INVITATION_MESSAGES.listRequired)
    .max(INVITATION_LIST_MAX_LENGTH, INVITATION_MESSAGES.listTooLong),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

/**
 * What became of each address of the list: 'invited'; 'resent' (it had a pending invitation,
 * whose link now no longer works); 'has-account' (not invited); 'invalid' (with `problem`).
 */
export const INVITATION_OUTCOMES = ['invited', 'resent', 'has-account', 'invalid'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

export const invitationResultSchema = z.object({
  address: z.string(),
  outcome: z.enum(INVITATION_OUTCOMES),
  problem: z.string().nullable(),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

export const invitationResultsSchema = z.object({ results: z.array(invitationResultSchema) });
export type InvitationResults = z.infer<typeof invitationResultsSchema>;

/** An invitation not used yet, as administrators see it. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Who sent it last; null once their account was deleted. */
  invitedBy: z.string().nullable(),
  sentAt: instantSchema,
  expiresAt: instantSchema,
});
export type PendingInvitation = z.input<typeof pendingInvitationSchema>;

export const pendingInvitationPageSchema = pageSchema(pendingInvitationSchema);

/**
 * What the sign-up page learns from an invitation's token: the address the account will have, and
 * the names and job title a people import gave (null when none), for the form to start from.
 */
export const invitationLookupSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  expiresAt: instantSchema,
});
export type InvitationLookup = z.input<typeof invitationLookupSchema>;

/** A token as the links carry it: base64url. */
export const invitationTokenSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid');

/**
 * Where an invited person will stand once they register, as a people import said (any part may be
 * missing); the invitation keeps it until then.
 */
export interface InvitationPlacement {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  /** Lower-cased. */
  managerEmail: string | null;
  startDate: string | null;
}
