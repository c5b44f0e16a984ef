import { EMERGENCY_CONTACT_MESSAGES, EMERGENCY_CONTACTS_MAX } from '@topgear/shared/emergency-contacts';
import type { PageQuery } from '@topgear/shared/pagination';
import { lockPerson } from '../../db/personal-rows';
import type { Database } from '../../db/client';
import { conflict, orNotFound } from '../../http-errors';
import {
  countContacts,
  deleteContact,
  insertContact,
  listContacts,
  listEveryonesContacts,
  updateContact,
  type ContactFields,
} from './repository';

/**
 * A person's own emergency contacts: every operation is scoped to the owner it is given, except
 * the administrators' reading of everyone's.
 */
export function createEmergencyContactService({ db }: { db: Database }) {
  return {
    /** The owner's contacts, newest first. */
    list: (userId: string, page: PageQuery) => listContacts(db, userId, page),

    /** Everyone's contacts with their owners, newest first: for administrators. */
    everyones: (page: PageQuery) => listEveryonesContacts(db, page),

    /**
     * Adds a contact unless the owner already keeps the most allowed. The owner's lock makes
     * simultaneous additions count one after another, so a burst cannot pass the cap.
     */
    create: (userId: string, fields: ContactFields) =>
      db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        if ((await countContacts(tx, userId)) >= EMERGENCY_CONTACTS_MAX) {
          throw conflict('TOO_MANY_CONTACTS', EMERGENCY_CONTACT_MESSAGES.tooMany);
        }
        return insertContact(tx, userId, fields);
      }),

    /** Replaces every field, or answers 404 when the owner has no such contact. */
    update: async (userId: string, id: string, fields: ContactFields) =>
      orNotFound(await updateContact(db, userId, id, fields), EMERGENCY_CONTACT_MESSAGES.notFound),

    /** Deletes the contact, or answers 404 when the owner has no such contact (any more). */
    async remove(userId: string, id: string): Promise<void> {
      orNotFound(await deleteContact(db, userId, id), EMERGENCY_CONTACT_MESSAGES.notFound);
    },
  };
}
