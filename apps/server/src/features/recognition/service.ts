import {
  type Insight,
  type InsightQuery,
  monthsBetween,
  praiseNotification,
  QUIET_DAYS,
  RECOGNITION_MESSAGES,
  type PraiseFields,
  type ReceivedPraiseQuery,
} from '@topgear/shared/recognition';
import type { Database, Executor } from '../../db/client';
import { activeAmong } from '../../db/people';
import { notFound, orNotFound, validationFailed } from '../../http-errors';
import type { Notifier } from '../../notifier';
import { countPraise, groupsOf, type MonthCount, quietReportsOf } from './insight-repository';
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

/** The first moment of the UTC month `offset` months after `month` (YYYY-MM). */
const monthStart = (month: string, offset = 0) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + offset, 1));

const DAY_MS = 24 * 60 * 60 * 1000;

/** The chart's lines: each group counted or always shown, in the groups' order, then the praise or people in none. */
function chartOf(query: InsightQuery, groups: Awaited<ReturnType<typeof groupsOf>>, counted: MonthCount[]): Insight {
  const months = Array.from({ length: monthsBetween(query.from, query.to) }, (_, index) =>
    monthStart(query.from, index).toISOString().slice(0, 7),
  );
  const countsOf = new Map<string | null, number[]>();
  for (const { month, groupId, count } of counted) {
    const counts = countsOf.get(groupId) ?? months.map(() => 0);
    counts[months.indexOf(month)] = count;
    countsOf.set(groupId, counts);
  }
  const none = countsOf.get(null);
  return {
    by: query.by,
    months,
    groups: [
      ...groups
        .filter((group) => group.always || countsOf.has(group.id))
        .map(({ id, name }) => ({ id, name, counts: countsOf.get(id) ?? months.map(() => 0) })),
      ...(none ? [{ id: null, name: query.by === 'value' ? 'No value' : 'No department', counts: none }] : []),
    ],
  };
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

    /** For administrators: praise month by month, by value or by department. */
    async insight(query: InsightQuery) {
      const span = { start: monthStart(query.from), end: monthStart(query.to, 1) };
      const [groups, counted] = await Promise.all([groupsOf(db, query.by), countPraise(db, query.by, span)]);
      return chartOf(query, groups, counted);
    },

    /** My direct reports nobody has praised in QUIET_DAYS days. */
    quietReports: (managerId: string) => quietReportsOf(db, managerId, new Date(Date.now() - QUIET_DAYS * DAY_MS)),
  };
}

export type RecognitionService = ReturnType<typeof createRecognitionService>;
