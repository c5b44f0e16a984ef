import {
  praiseNotification,
  RECOGNITION_MESSAGES,
  type PraiseFields,
  type ReceivedPraiseQuery,
} from '@topgear/shared/recognition';
import type { Database, Executor } from '../../db/client';
import { activeAmong } from '../../db/people';
import { notFound, orNotFound, validationFailed } from '../../http-errors';
import type { Notifier } from '../../notifier';
import {
  countReceivedByValue,
  findPraise,
  findValueInUse,
  insertPraise,
  listReceived,
  personExists,
} from './repository';

interface Author {
  id: string;
  fullName: string;
}

/** Where a recipient reads the praise they were given: their own page. */
const personPage = (id: string) => `/dashboard/people/${encodeURIComponent(id)}`;

/** Puts a public praise in the company's news feed, in the transaction that gives it. */
export type SharePraise = (tx: Executor, praise: { id: string; authorId: string; message: string }) => Promise<void>;

interface RecognitionDependencies {
  db: Database;
  notifier: Notifier;
  sharePraise: SharePraise;
}

/**
 * Praise: given to active colleagues, for a value in use or none; each recipient is told at once,
 * and public praise is shared in the news feed. Who may read a praise is decided by the queries
 * (`readableBy`), for every list alike.
 */
export function createRecognitionService({ db, notifier, sharePraise }: RecognitionDependencies) {
  /** 404 for an id nobody has, so a reader cannot tell an unknown person from one without praise by trying. */
  const requirePerson = async (id: string) => {
    if (!(await personExists(db, id))) throw notFound(RECOGNITION_MESSAGES.personNotFound);
  };

  return {
    async give(author: Author, input: PraiseFields) {
      if (input.recipientIds.includes(author.id))
        throw validationFailed({ recipientIds: RECOGNITION_MESSAGES.notYourself });
      const id = await notifier.writeAndTell(async (tx, tell) => {
        if ((await activeAmong(tx, input.recipientIds)).size !== input.recipientIds.length) {
          throw validationFailed({ recipientIds: RECOGNITION_MESSAGES.recipientUnknown });
        }
        const value = input.valueId === null ? undefined : await findValueInUse(tx, input.valueId);
        if (input.valueId !== null && !value) throw validationFailed({ valueId: RECOGNITION_MESSAGES.valueUnknown });
        const created = await insertPraise(tx, { authorId: author.id, ...input });
        if (input.visibility === 'public')
          await sharePraise(tx, { id: created, authorId: author.id, message: input.message });
        for (const recipientId of input.recipientIds) {
          await tell({
            userId: recipientId,
            kind: 'praise-received',
            text: praiseNotification(author.fullName, value?.name),
            link: personPage(recipientId),
          });
        }
        return created;
      });
      // Gone only if its author's account went meanwhile.
      return orNotFound(await findPraise(db, id), RECOGNITION_MESSAGES.praiseNotFound);
    },

    async received(viewerId: string, personId: string, query: ReceivedPraiseQuery) {
      await requirePerson(personId);
      return listReceived(db, viewerId, personId, query);
    },

    async countsByValue(viewerId: string, personId: string) {
      await requirePerson(personId);
      return countReceivedByValue(db, viewerId, personId);
    },
  };
}

export type RecognitionService = ReturnType<typeof createRecognitionService>;
