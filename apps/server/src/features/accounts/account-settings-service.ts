import type { AccountSettingsChange } from '@topgear/shared/account-settings';
import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { SIGN_UP_MODE_LABELS } from '@topgear/shared/sign-up';
import { TWO_FACTOR_MESSAGES } from '@topgear/shared/two-factor';
import type { Actor, Auditor } from '../../audit';
import { announcing, type ContentChanged } from '../../content-changes';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import type { SessionUser } from '../../plugins/auth';
import { lockSettings, readSettings, updateSettings } from './account-settings-repository';

export interface AccountSettingsServiceDeps {
  db: Database;
  auditor: Auditor;
  /** The sign-up page says who may sign up. */
  contentChanged: ContentChanged;
}

/** The company's account settings: read by anyone who needs one, changed by administrators. */
export function createAccountSettingsService({ db, auditor, contentChanged }: AccountSettingsServiceDeps) {
  return {
    read: () => readSettings(db),

    /** Who may sign up, as the sign-up page asks it. */
    signUpMode: async () => ({ mode: (await readSettings(db)).signUpMode }),

    /**
     * Changes the settings given and records each one that changed, in one transaction; requiring
     * two-factor sign-in of admins and managers needs it on for the admin who does it. Two
     * administrators changing them at once take turns on the row's lock, so the log records a
     * change exactly when one happened.
     */
    change: (actor: Actor & Pick<SessionUser, 'twoFactorEnabled'>, change: AccountSettingsChange) => {
      // Requiring it of others first: an admin without it would lock themselves out of this very screen.
      if (change.requireTwoFactorForStaff && !actor.twoFactorEnabled) {
        throw conflict('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.requireOwnFirst);
      }
      const changing = db.transaction(async (tx) => {
        const before = await lockSettings(tx);
        const after = await updateSettings(tx, change);
        if (after.signUpMode !== before.signUpMode) {
          await auditor.record(tx, actor, {
            action: 'settings.sign-up-mode-changed',
            summary: AUDIT_SUMMARIES.signUpModeChanged(SIGN_UP_MODE_LABELS[after.signUpMode]),
          });
        }
        if (after.requireTwoFactorForStaff !== before.requireTwoFactorForStaff) {
          await auditor.record(tx, actor, {
            action: 'settings.two-factor-requirement-changed',
            summary: AUDIT_SUMMARIES.twoFactorRequirementChanged(after.requireTwoFactorForStaff),
          });
        }
        return after;
      });
      return announcing(contentChanged, 'sign-up-mode', changing);
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
