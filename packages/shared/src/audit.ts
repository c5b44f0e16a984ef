import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';

/** Every kind of administrator's or manager's action the audit log records. */
export const AUDIT_ACTIONS = [
  'user.admin-granted',
  'user.admin-revoked',
  'user.manager-granted',
  'user.manager-revoked',
  'user.deleted',
  'user.deactivated',
  'user.reactivated',
  'user.signed-out-everywhere',
  'settings.sign-up-mode-changed',
  'settings.two-factor-requirement-changed',
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
  'user.password-reset-sent',
  'user.two-factor-reset',
  'goal.feedback',
  'leave.feedback',
  'leave.approved',
  'leave.rejected',
  'blog.created',
  'blog.deleted',
  'ebook.created',
  'ebook.deleted',
  'course.created',
  'course.deleted',
  'review.deleted',
  'demo.cancelled',
  'employee.added',
  'employee.removed',
  'news.post-deleted',
  'news.comment-deleted',
  'media.uploaded',
  'chat.deleted',
  'chat.canned-reply-added',
  'chat.canned-reply-removed',
  'identity-provider.saved',
  'identity-provider.removed',
  'person.updated',
  'people.imported',
  'org-unit.created',
  'org-unit.updated',
  'org-unit.merged',
  'org-unit.deleted',
  'review-template.created',
  'review-template.updated',
  'review-template.copied',
  'review-template.deleted',
  'review-cycle.created',
  'review-cycle.updated',
  'review-cycle.deleted',
  'review-cycle.launched',
  'review-cycle.advanced',
  'review-cycle.shared',
  'review-cycle.rating-changed',
  'review-cycle.reminded',
  'company-value.created',
  'company-value.updated',
  'company-value.reordered',
  'company-value.retired',
  'company-value.restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null once the author's account was deleted; `actorName` still names them. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subjectId: z.string().nullable(),
  /** What happened, in one sentence written when it happened. */
  summary: z.string(),
  createdAt: instantSchema,
});
export type AuditEntry = z.input<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);

/** A leave record as the log names it: 'Vacation leave from 2026-03-02 to 2026-03-06'. */
interface LeaveInLog {
  type: string;
  from: string;
  to: string;
}
const leaveOf = ({ type, from, to }: LeaveInLog) => `${type} leave from ${from} to ${to}`;

/** The log's sentences, one per action, written when the action happens. */
export const AUDIT_SUMMARIES = {
  adminGranted: (person: string) => `Made ${person} an admin`,
  adminRevoked: (person: string) => `Removed the admin role from ${person}`,
  managerGranted: (person: string) => `Made ${person} a manager`,
  managerRevoked: (person: string) => `Removed the manager role from ${person}`,
  userDeleted: (person: string, email: string) => `Deleted the account of ${person} (${email}) and all its data`,
  userDeactivated: (person: string) => `Deactivated the account of ${person}`,
  userReactivated: (person: string) => `Reactivated the account of ${person}`,
  userSignedOutEverywhere: (person: string) => `Signed ${person} out everywhere`,
  signUpModeChanged: (mode: string) => `Changed who may sign up to "${mode}"`,
  twoFactorRequirementChanged: (required: boolean) =>
    required
      ? 'Required two-factor sign-in of admins and managers'
      : 'Stopped requiring two-factor sign-in of admins and managers',
  invitationSent: (email: string) => `Invited ${email} to join`,
  invitationResent: (email: string) => `Sent the invitation of ${email} again`,
  invitationRevoked: (email: string) => `Revoked the invitation of ${email}`,
  passwordResetSent: (person: string, email: string) => `Sent ${person} (${email}) a link to reset their password`,
  twoFactorReset: (person: string) => `Turned off two-factor sign-in for ${person}`,
  goalFeedback: (owner: string, goal: string) => `Added feedback to ${owner}'s goal "${goal}"`,
  leaveFeedback: (owner: string, leave: LeaveInLog) => `Added feedback to ${owner}'s ${leaveOf(leave)}`,
  leaveApproved: (owner: string, leave: LeaveInLog) => `Approved ${owner}'s ${leaveOf(leave)}`,
  leaveRejected: (owner: string, leave: LeaveInLog) => `Rejected ${owner}'s ${leaveOf(leave)}`,
  blogCreated: (title: string) => `Shared the blog "${title}"`,
  blogDeleted: (title: string) => `Removed the blog "${title}"`,
  ebookCreated: (name: string) => `Published the book "${name}"`,
  ebookDeleted: (name: string) => `Removed the book "${name}"`,
  courseCreated: (name: string) => `Added the course "${name}"`,
  courseDeleted: (name: string) => `Deleted the course "${name}"`,
  reviewDeleted: (author: string) => `Removed the review by ${author}`,
  demoCancelled: (booker: string, company: string, when: string) =>
    `Cancelled the demo of ${booker} (${company}) on ${when}`,
  employeeAdded: (name: string) => `Added ${name} to the directory`,
  employeeRemoved: (name: string) => `Removed ${name} from the directory`,
  newsPostDeleted: (author: string) => `Removed a news post by ${author}`,
  newsCommentDeleted: (author: string) => `Removed a comment by ${author}`,
  mediaUploaded: (fileName: string) => `Uploaded ${fileName} to the media library`,
  chatDeleted: (person: string) => `Deleted the support chat with ${person}`,
  cannedReplyAdded: (shortcut: string) => `Added the canned reply /${shortcut}`,
  cannedReplyRemoved: (shortcut: string) => `Removed the canned reply /${shortcut}`,
  identityProviderSaved: (name: string, enabled: boolean) =>
    enabled
      ? `Saved the single sign-on settings of ${name}`
      : `Saved the single sign-on settings of ${name}, turned off`,
  identityProviderRemoved: (name: string) => `Removed single sign-on with ${name}`,
  personUpdated: (person: string, fields: readonly string[]) => `Changed the ${fields.join(', ')} of ${person}`,
  peopleImported: (updated: number, invited: number) =>
    `Imported people from a file: ${updated} updated, ${invited} invited`,
  orgUnitCreated: (kind: string, name: string) => `Created the ${kind} ${name}`,
  orgUnitUpdated: (kind: string, name: string) => `Changed the ${kind} ${name}`,
  orgUnitMerged: (kind: string, from: string, into: string) => `Merged the ${kind} ${from} into ${into}`,
  orgUnitDeleted: (kind: string, name: string) => `Deleted the ${kind} ${name}`,
  reviewTemplateCreated: (name: string) => `Created the review template "${name}"`,
  reviewTemplateUpdated: (name: string) => `Changed the review template "${name}"`,
  reviewTemplateCopied: (from: string, name: string) => `Copied the review template "${from}" as "${name}"`,
  reviewTemplateDeleted: (name: string) => `Deleted the review template "${name}"`,
  reviewCycleCreated: (name: string) => `Set up the review cycle "${name}"`,
  reviewCycleUpdated: (name: string) => `Changed the review cycle "${name}"`,
  reviewCycleDeleted: (name: string) => `Deleted the review cycle "${name}"`,
  reviewCycleAdvanced: (name: string, phase: string) => `Moved the review cycle "${name}" on to ${phase}`,
  finalRatingChanged: (person: string, cycle: string, from: string, to: string, reason: string) =>
    `Changed ${person}'s final rating in "${cycle}" from ${from} to ${to}: ${reason}`,
  reviewCycleLaunched: (name: string, people: number) =>
    `Launched the review cycle "${name}" for ${people === 1 ? 'one person' : `${people} people`}`,
  reviewShared: (cycle: string, person: string) => `Shared ${person}'s review of "${cycle}" with them`,
  reviewsShared: (cycle: string, people: number) =>
    `Shared ${people === 1 ? 'one review' : `${people} reviews`} of "${cycle}" with their people`,
  reviewCycleReminded: (name: string, people: number) =>
    `Reminded ${people === 1 ? 'one person' : `${people} people`} of their work left in the review cycle "${name}"`,
  companyValueCreated: (name: string) => `Added the company value "${name}"`,
  companyValueUpdated: (name: string) => `Changed the company value "${name}"`,
  companyValuesReordered: (names: string[]) => `Put the company values in the order ${names.join(', ')}`,
  companyValueRetired: (name: string) => `Retired the company value "${name}"`,
  companyValueRestored: (name: string) => `Put the company value "${name}" back in use`,
} as const;
