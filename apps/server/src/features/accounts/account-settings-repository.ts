import type { AccountSettings, AccountSettingsChange } from '@topgear/shared/account-settings';
import type { Executor } from '../../db/client';
import { accountSettings } from '../../db/schema';

/** What every setting is until an administrator changes it (the table has no row until then). */
const DEFAULT_SETTINGS: AccountSettings = { signUpMode: 'open', requireTwoFactorForStaff: false };

const columns = {
  signUpMode: accountSettings.signUpMode,
  requireTwoFactorForStaff: accountSettings.requireTwoFactorForStaff,
};

/** The settings as they are now: read whenever needed, never kept, so a change applies at once on every process. */
export async function readSettings(db: Executor): Promise<AccountSettings> {
  const [row] = await db.select(columns).from(accountSettings);
  return row ?? DEFAULT_SETTINGS;
}

/** The settings, their row locked until the transaction ends (created with the defaults if missing). */
export async function lockSettings(db: Executor): Promise<AccountSettings> {
  await db.insert(accountSettings).values({}).onConflictDoNothing();
  const [row] = await db.select(columns).from(accountSettings).for('update');
  return row ?? DEFAULT_SETTINGS;
}

/** Writes the given settings over the locked row; resolves with all of them. */
export async function updateSettings(db: Executor, change: AccountSettingsChange): Promise<AccountSettings> {
  const [row] = await db
    .update(accountSettings)
    .set({ ...change, updatedAt: new Date() })
    .returning(columns);
  return row ?? DEFAULT_SETTINGS;
}
