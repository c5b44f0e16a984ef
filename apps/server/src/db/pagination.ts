import type { Page, PageQuery } from '@topgear/shared/pagination';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { validationFailed } from '../http-errors';
import { isUuid } from '../http-params';
import type { Executor } from './client';

interface CursorPosition {
  createdAt: Date;
  id: string;
}

const invalidCursor = () =>
  validationFailed({ cursor: 'This page link is not valid. Please start again from the first page.' });

export const encodeCursor = ({ createdAt, id }: CursorPosition) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

/** Exactly what `toISOString` writes for the years PostgreSQL's timestamps hold. */
const ISO_INSTANT_PATTERN = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string): CursorPosition {
  const [iso = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso);
  if (rest.length > 0 || !ISO_INSTANT_PATTERN.test(iso) || Number.isNaN(createdAt.getTime()) || !isUuid(id)) {
    throw invalidCursor();
  }
  return { createdAt, id };
}

/**
 * What a keyset page is ordered by: a millisecond-precision time (so cursors compare exactly) and
 * the uuid that breaks its ties; a table's `created_at` unless a list orders by another time.
 */
type KeysetColumns = { createdAt: PgColumn; id: PgColumn };

/** A table listed in creation order. */
type KeysetTable = PgTable & KeysetColumns;

/**
 * Newest first, spelled as the `…_newest_first` indexes are built (`desc nulls last`), so a page
 * reads its rows from the index. Plain `desc` means nulls first, an order those indexes cannot give
 * (the columns being `not null` does not tell the planner otherwise): PostgreSQL would read and sort
 * every matching row instead.
 */
export const newestFirst = (table: KeysetColumns) =>
  [sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`] as const;

export interface PageOptions {
  order: 'newest' | 'oldest';
  where?: SQL | undefined;
}

/**
 * The parts of a keyset-paged query: rows strictly after the cursor in (created_at, id) order, so
 * pages stay stable while rows are added, and every page costs one index range scan however deep
 * it is. A query that selects more than one table (a join) builds itself from these; `findPage`
 * does it for a plain table.
 */
export function keyset(table: KeysetColumns, { limit, cursor }: PageQuery, order: PageOptions['order']) {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const position = sql`(${table.createdAt}, ${table.id})`;
  const cursorValue = after && sql`(${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
  return {
    /** The condition that skips the pages already seen (undefined on the first page). */
    pastCursor:
      cursorValue && (order === 'newest' ? sql`${position} < ${cursorValue}` : sql`${position} > ${cursorValue}`),
    orderBy: order === 'newest' ? newestFirst(table) : ([asc(table.createdAt), asc(table.id)] as const),
    /** One row more than the page holds tells whether another page follows. */
    limit: limit + 1,
  };
}

/**
 * The page made of the rows a `keyset` query returned (one more than the page holds, when another
 * page follows). `encode` writes the cursor after the last row; a search adds its rank to it.
 */
export function pageOf<Row extends CursorPosition>(rows: Row[], page: PageQuery): Page<Row>;
export function pageOf<Row>(rows: Row[], page: PageQuery, encode: (last: Row) => string): Page<Row>;
export function pageOf<Row>(
  rows: Row[],
  { limit }: PageQuery,
  encode: (last: Row) => string = encodeCursor as (last: Row) => string,
): Page<Row> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encode(last) : null };
}

interface NamePosition {
  name: string;
  id: string;
}

/** The longest name a cursor may carry: longer than any name the product stores. */
const CURSOR_NAME_MAX = 500;

const encodeNameCursor = ({ name, id }: NamePosition) => Buffer.from(JSON.stringify([name, id])).toString('base64url');

function decodeNameCursor(cursor: string, isId: (id: string) => boolean): NamePosition {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(position) || position.length !== 2) throw invalidCursor();
  const [name, id] = position as unknown[];
  // A NUL character cannot reach PostgreSQL, and no name we store holds one.
  if (
    typeof name !== 'string' ||
    name.length > CURSOR_NAME_MAX ||
    name.includes('\0') ||
    typeof id !== 'string' ||
    !isId(id)
  ) {
    throw invalidCursor();
  }
  return { name, id };
}

/**
 * The parts of a query paged in alphabetical order of `name`, then `id` (people, the directory):
 * like `keyset`, every page is one range scan of a `(name, id)` index however deep it is. `isId`
 * tells a real id from a forged one before it reaches the database.
 */
export function alphabetical(
  columns: { name: PgColumn; id: PgColumn },
  { limit, cursor }: PageQuery,
  isId: (id: string) => boolean,
) {
  const after = cursor === undefined ? undefined : decodeNameCursor(cursor, isId);
  return {
    pastCursor: after && sql`(${columns.name}, ${columns.id}) > (${after.name}, ${after.id})`,
    orderBy: [asc(columns.name), asc(columns.id)] as const,
    limit: limit + 1,
  };
}

/** The page of an `alphabetical` query's rows, with the cursor after its last row's name (`nameOf`). */
export const alphabeticalPageOf = <Row extends { id: string }>(
  rows: Row[],
  page: PageQuery,
  nameOf: (row: Row) => string,
) => pageOf(rows, page, (last) => encodeNameCursor({ name: nameOf(last), id: last.id }));

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and backslashes taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of a table, by keyset (see `keyset`). */
export async function findPage<Table extends KeysetTable>(
  db: Executor,
  table: Table,
  page: PageQuery,
  { order, where }: PageOptions,
): Promise<Page<Table['$inferSelect']>> {
  const { pastCursor, orderBy, limit } = keyset(table, page, order);
  // Drizzle cannot infer a generic table's selection; the rows are the table's rows all the same.
  const source: PgTable = table;
  const rows = (await db
    .select()
    .from(source)
    .where(and(where, pastCursor))
    .orderBy(...orderBy)
    .limit(limit)) as (Table['$inferSelect'] & CursorPosition)[];
  return pageOf(rows, page);
}
