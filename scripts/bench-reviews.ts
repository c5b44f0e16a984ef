/**
 * Performance reviews on PostgreSQL with a company of 1,000 people in four levels
 * (scripts/people-seed.ts): launching a cycle for everyone — the template copied and every
 * participant written with their manager and department — through the API of the built server,
 * BENCH_RUNS (5) times, each a new draft. Prints the median and the slowest beside the goal
 * (≤ 5 s). Numbers are reported, never asserted.
 *   npm run build && npx tsx scripts/bench-reviews.ts
 */
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import { STARTER_TEMPLATE, type ReviewTemplate } from '@topgear/shared/review-templates';
import pg from 'pg';
import { seedPeople } from './people-seed';
import { median, postJson, runPostgresBenchmark, signIn, type RunningServer } from './lib/server-process';

const PEOPLE = 1_000;
const LEVELS = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LAUNCH_GOAL_MS = 5_000;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

const cycleOf = (templateId: string, run: number): ReviewCycleInput => ({
  name: `Bench cycle ${run}`,
  templateId,
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  reviews: ['self', 'manager', 'peer'],
  nominationsDue: '2026-07-03',
  writingDue: '2026-07-17',
  calibrationDue: '2026-07-24',
  sharingDue: '2026-07-31',
});

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await seedPeople(db, { people: PEOPLE, levels: LEVELS });
    await db.query('vacuum analyze users, profiles');
    const cookie = await signIn(server.baseUrl, ADMIN, '10.9.0.1');
    const { answer: template } = await postJson<ReviewTemplate>(server, cookie, '/review-templates', {
      ...STARTER_TEMPLATE,
      name: 'Bench template',
    });

    const launches: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { answer: draft } = await postJson<ReviewCycle>(
        server,
        cookie,
        '/review-cycles',
        cycleOf(template.id, run),
      );
      const launched = await postJson<ReviewCycle>(server, cookie, `/review-cycles/${draft.id}/launch`, {});
      if (launched.answer.participantCount !== PEOPLE + 1) {
        throw new Error(`the cycle took in ${launched.answer.participantCount} people`);
      }
      launches.push(launched.elapsedMs);
    }

    console.log(
      `\nReview cycles on PostgreSQL, ${PEOPLE} people in ${LEVELS} levels (and the administrator), ${RUNS} runs`,
    );
    console.log(
      `launch for ${PEOPLE + 1} people: median ${median(launches).toFixed(0)} ms, slowest ` +
        `${Math.max(...launches).toFixed(0)} ms (goal ≤ ${LAUNCH_GOAL_MS} ms)`,
    );
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('reviews', benchmark, {
  SEED_DEMO_CONTENT: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
