import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Executor } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The node types of a plan, depth first, naming the indexes used. */
function planNodes(node: PlanNode): string[] {
  const own = node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'];
  return [own, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * How PostgreSQL runs the one query `send` sends through a repository: its index, sort and limit
 * nodes and its execution time, e.g. 'Limit → Index Scan using users_by_name; 0.4 ms'.
 */
export async function explain(db: pg.Pool, send: (recorder: Executor) => Promise<unknown>) {
  let sent: { sql: string; params: unknown[] } | undefined;
  const recorder = drizzle({ client: db, schema, logger: { logQuery: (sql, params) => (sent = { sql, params }) } });
  await send(recorder);
  if (!sent) throw new Error('the repository sent no query');
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, format json) ${sent.sql}`,
    sent.params,
  );
  const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]!['QUERY PLAN'];
  const interesting = planNodes(plan).filter((node) => /Index|Sort|Limit/.test(node));
  return `${interesting.join(' → ')}; ${executionMs.toFixed(1)} ms`;
}
