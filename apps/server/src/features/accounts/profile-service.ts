import { MY_ACCOUNT_MESSAGES, type ProfileUpdate } from '@topgear/shared/my-account';
import { fullNameOf } from '@topgear/shared/users';
import type { Database, Executor } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { findProfile, setAccountName, updateProfile } from './profile-repository';

/** The administrator created at start-up may have no last name yet: their name is the first alone. */
const accountNameOf = ({ firstName, lastName }: { firstName: string; lastName: string | null }) =>
  lastName === null ? firstName : fullNameOf({ firstName, lastName });

export function createProfileService({ db }: { db: Database }) {
  const profileOf = async (executor: Executor, userId: string) =>
    orNotFound(await findProfile(executor, userId), MY_ACCOUNT_MESSAGES.profileNotFound);

  return {
    get: (userId: string) => profileOf(db, userId),

    /**
     * Saves the fields given; a new first or last name renames the account (`users.name`) in the
     * same transaction, so the profile and the name everyone sees never disagree.
     */
    update(userId: string, changes: ProfileUpdate) {
      return db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) {
          const names = orNotFound(await updateProfile(tx, userId, changes), MY_ACCOUNT_MESSAGES.profileNotFound);
          if (changes.firstName !== undefined || changes.lastName !== undefined) {
            await setAccountName(tx, userId, accountNameOf(names));
          }
        }
        return profileOf(tx, userId);
      });
    },
  };
}
