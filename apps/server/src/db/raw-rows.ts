import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a query the builder cannot write (a recursive one). Both drivers, pg and PGlite,
 * answer `{ rows }`; Drizzle's type shared by the two cannot say so. Columns come back as the query
 * names them, with the driver's own types: select text and numbers, not dates.
 */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
