/**
 * The baseline of scripts/bench-tasks.ts: bare Fastify and a `pg` pool answering
 * GET /tasks?user=<id> with the SQL the tasks repository sends (TASKS_SQL, TASKS_PARAMS, the user
 * id going in at TASKS_USER_PARAM) and nothing else: no session, no validation, no rate limit.
 * bench-tasks starts it as a child process, so it has an event loop of its own, as the app has.
 */
import Fastify from 'fastify';
import pg from 'pg';

const required = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

const sql = required('TASKS_SQL');
const params = JSON.parse(required('TASKS_PARAMS')) as unknown[];
const userParam = Number(required('TASKS_USER_PARAM'));
// The app's own pool size (apps/server/src/db/client.ts), so both wait on the database alike.
const pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 10 });

const app = Fastify();
app.get<{ Querystring: { user: string } }>('/tasks', async (request) => {
  const values = params.with(userParam, request.query.user);
  const { rows } = await pool.query<Record<string, unknown>>(sql, values);
  return rows;
});
app.get('/health', async () => ({ status: 'ok' }));
app.addHook('onClose', () => pool.end());
process.once('SIGTERM', () => void app.close());

await app.listen({ host: '127.0.0.1', port: Number(required('PORT')) });
