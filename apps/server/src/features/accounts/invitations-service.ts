import type { InvitationPlacement } from '@topgear/shared/invitations';
import { createHash, randomBytes } from 'node:crypto';
import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  INVITATION_MESSAGES,
  INVITATIONS_PER_LIST_MAX,
  parseAddressList,
  type InvitationResult,
} from '@topgear/shared/invitations';
import type { PageQuery } from '@topgear/shared/pagination';
import { INVITATION_PARAM, INVITATION_VALID_DAYS, SIGN_UP_MESSAGES } from '@topgear/shared/sign-up';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { HttpError, orNotFound, validationFailed } from '../../http-errors';
import type { MailMessage } from '../../mail/outbox';
import type { Newcomer } from '../../newcomer';
import type { Mail } from '../../plugins/mail';
import { readSettings } from './account-settings-repository';
import {
  acceptInvitation,
  deletePendingInvitation,
  emailsInvited,
  emailsWithAccounts,
  findInvitationByToken,
  findPendingInvitation,
  listPendingInvitations,
  renewInvitation,
  upsertInvitation,
  upsertInvitations,
  type InvitationLink,
} from './invitations-repository';

const DAY_MS = 86_400_000;

export interface InvitationServiceDeps {
  db: Database;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon'>;
  auditor: Auditor;
  publicUrl: string;
  now?: () => Date;
}

/** The database keeps only this of a token, so reading it gives nobody a working link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a registration asks to be let in with: the email it gave, and the invitation's token if it has one. */
export interface Admission {
  email: string;
  invitation?: string | undefined;
}

/** A registration let in: the email its account gets, and where its invitation places the person. */
export type Admitted = Omit<Newcomer, 'id'>;

interface InvitationState {
  acceptedAt: Date | null;
  expiresAt: Date;
}

const isUsable = (invitation: InvitationState | undefined, now: Date): invitation is InvitationState =>
  invitation !== undefined && invitation.acceptedAt === null && invitation.expiresAt > now;

/** Why an invitation's link cannot be used: it was revoked or replaced (404), used, or it expired (410). */
function refusalOf(invitation: InvitationState | undefined) {
  if (!invitation) return new HttpError(404, 'INVITATION_UNKNOWN', SIGN_UP_MESSAGES.invitationUnknown);
  if (invitation.acceptedAt) return new HttpError(410, 'INVITATION_USED', SIGN_UP_MESSAGES.invitationUsed);
  return new HttpError(410, 'INVITATION_EXPIRED', SIGN_UP_MESSAGES.invitationExpired);
}

/**
 * Invitations to join: administrators invite people by email, list the pending invitations, send
 * one again or revoke it; the sign-up page looks one up by its token, and registration goes
 * through `admit`, which applies the sign-up mode and accepts the invitation.
 */
export function createInvitationService({
  db,
  mail,
  auditor,
  publicUrl,
  now = () => new Date(),
}: InvitationServiceDeps) {
  /** A fresh one-time link for an invitation sent now by `actor`: the token for the mail, the rest for the row. */
  function newLink(actor: Actor): { token: string; link: InvitationLink } {
    const token = randomBytes(32).toString('base64url');
    const sentAt = now();
    const expiresAt = new Date(sentAt.getTime() + INVITATION_VALID_DAYS * DAY_MS);
    return { token, link: { tokenHash: hashOf(token), invitedBy: actor.id, sentAt, expiresAt } };
  }

  function invitationMail(email: string, token: string, actor: Actor): MailMessage {
    const url = new URL('/signUp', publicUrl);
    url.searchParams.set(INVITATION_PARAM, token);
    return {
      to: email,
      subject: 'You are invited to join TopGear Perform',
      text: [
        'Hello,',
        '',
        `${actor.fullName} invites you to join your company on TopGear Perform, where you will keep your tasks, goals, days off and news.`,
        '',
        `Create your account with this link. It works once, for ${INVITATION_VALID_DAYS} days:`,
        url.toString(),
        '',
        'If you did not expect this invitation, you can ignore this mail.',
      ].join('\n'),
    };
  }

  return {
    /**
     * Invites every valid address of a pasted list that has no account yet, each with its own
     * link, mail and audit entry, in one transaction; says what became of each address.
     */
    async invite(actor: Actor, pasted: string): Promise<InvitationResult[]> {
      const listed = parseAddressList(pasted);
      const addresses = listed.flatMap((entry) => (entry.problem === undefined ? [entry.address] : []));
      if (addresses.length > INVITATIONS_PER_LIST_MAX)
        throw validationFailed({ addresses: INVITATION_MESSAGES.tooMany });

      const results = await db.transaction(async (tx) => {
        const [taken, invited] = await Promise.all([emailsWithAccounts(tx, addresses), emailsInvited(tx, addresses)]);
        const outcomes: InvitationResult[] = [];
        for (const { address, problem } of listed) {
          if (problem !== undefined) {
            outcomes.push({ address, outcome: 'invalid', problem });
            continue;
          }
          if (taken.has(address)) {
            outcomes.push({ address, outcome: 'has-account', problem: null });
            continue;
          }
          const { token, link } = newLink(actor);
          const id = await upsertInvitation(tx, address, link);
          await mail.enqueue(tx, invitationMail(address, token, actor));
          const resent = invited.has(address);
          await auditor.record(tx, actor, {
            action: resent ? 'invitation.resent' : 'invitation.sent',
            summary: (resent ? AUDIT_SUMMARIES.invitationResent : AUDIT_SUMMARIES.invitationSent)(address),
            subjectId: id,
          });
          outcomes.push({ address, outcome: resent ? 'resent' : 'invited', problem: null });
        }
        return outcomes;
      });
      mail.deliverSoon();
      return results;
    },

    /**
     * Inside the caller's transaction (a people import, which audits it as a whole): invites each
     * address with where they will stand, each with its own link and mail; an address with a
     * pending invitation gets a new link and the new placement. The caller asks for delivery after
     * its commit (`mail.deliverSoon()`).
     */
    async inviteMany(
      tx: Executor,
      actor: Actor,
      invitees: ReadonlyArray<{ email: string; placement: InvitationPlacement }>,
    ) {
      const links = invitees.map(({ email, placement }) => ({ email, placement, ...newLink(actor) }));
      await upsertInvitations(tx, links);
      await mail.enqueue(
        tx,
        links.map(({ email, token }) => invitationMail(email, token, actor)),
      );
    },

    /** Where the invitation of this link's token says its person stands (all null when it says nothing); undefined for an unknown token. */

    list: (page: PageQuery) => listPendingInvitations(db, page),

    /** A new link, valid for another seven days, mailed again; the old link stops working. */
    async resend(actor: Actor, id: string) {
      const invitation = await db.transaction(async (tx) => {
        const { token, link } = newLink(actor);
        const email = orNotFound(await renewInvitation(tx, id, link), INVITATION_MESSAGES.notFound);
        await mail.enqueue(tx, invitationMail(email, token, actor));
        await auditor.record(tx, actor, {
          action: 'invitation.resent',
          summary: AUDIT_SUMMARIES.invitationResent(email),
          subjectId: id,
        });
        return orNotFound(await findPendingInvitation(tx, id), INVITATION_MESSAGES.notFound);
      });
      mail.deliverSoon();
      return invitation;
    },

    /** Deletes a pending invitation: its link stops working. */
    revoke: (actor: Actor, id: string) =>
      auditor.writeAndRecord(
        actor,
        async (tx) => orNotFound(await deletePendingInvitation(tx, id), INVITATION_MESSAGES.notFound),
        (email) => ({ action: 'invitation.revoked', summary: AUDIT_SUMMARIES.invitationRevoked(email), subjectId: id }),
      ),

    /** The address an invitation's link registers, while it can be used; 404 or 410 saying why not. */
    async lookup(token: string) {
      const invitation = await findInvitationByToken(db, hashOf(token));
      if (!isUsable(invitation, now())) throw refusalOf(invitation);
      const { email, firstName, lastName, jobTitle, expiresAt } = invitation;
      return { email, firstName, lastName, jobTitle, expiresAt };
    },

    /**
     * Lets a registration in, inside its transaction, and answers the email the account gets and
     * the placement its invitation carries. With an invitation: the invitation's email (never the
     * one the form sent), the invitation
     * accepted in the same transaction as the account, in either sign-up mode. Without one: the
     * email given, unless joining is by invitation only (403). The mode is read from the
     * database each time, so a change applies to the very next registration on every process.
     */
    admit: async (tx: Executor, { email, invitation }: Admission): Promise<Admitted> => {
      if (invitation === undefined) {
        const { signUpMode } = await readSettings(tx);
        if (signUpMode === 'invitation')
          throw new HttpError(403, 'INVITATION_REQUIRED', SIGN_UP_MESSAGES.invitationOnly);
        return { email, placement: undefined };
      }
      const tokenHash = hashOf(invitation);
      const invited = await acceptInvitation(tx, tokenHash, now());
      if (invited !== undefined) return invited;
      // Asked in the transaction: after waiting for a registration racing on this link, it sees it accepted.
      throw refusalOf(await findInvitationByToken(tx, tokenHash));
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
