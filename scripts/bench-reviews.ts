/**
 * Performance reviews on PostgreSQL with a company of 1,000 people in four levels
 * (scripts/people-seed.ts), through the API of the built server:
 * - launching a cycle for everyone — the template copied and every participant written with their
 *   manager and department — BENCH_RUNS (5) times, each a new draft (goal ≤ 5 s);
 * - then, in the last cycle, five reviews about each person (their own, their manager's, three
 *   peers'), nine in ten of them written and submitted straight into the database: a person's inbox
 *   (goal p99 ≤ 50 ms), the calibration table of every row (p99 ≤ 200 ms), the cycle's CSV (≤ 2 s)
 *   and one person's PDF packet (≤ 300 ms).
 * Numbers are reported, never asserted.
 *   npm run build && npx tsx scripts/bench-reviews.ts
 */
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import { STARTER_TEMPLATE, type ReviewTemplate } from '@topgear/shared/review-templates';
import pg from 'pg';
import { seedPeople } from './people-seed';
import { printTable, timeRequests } from './lib/sequential-requests';
import {
  median,
  percentile,
  postJson,
  registerUser,
  runPostgresBenchmark,
  signIn,
  type RunningServer,
} from './lib/server-process';

const PEOPLE = 1_000;
const LEVELS = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LAUNCH_GOAL_MS = 5_000;
const PEERS = 3;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DOWNLOADS = 20;
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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Each participant's next PEERS people in the cycle, approved: five reviews about each with theirs and their manager's. */
async function nominatePeers(db: pg.Pool, cycleId: string) {
  await db.query(
    `with ordered as (
       select person_id, row_number() over (order by person_id) - 1 as position, count(*) over () as total
       from review_participants where cycle_id = $1
     )
     insert into review_nominations (cycle_id, subject_id, peer_id, status, added_by)
     select $1, subject.person_id, peer.person_id, 'approved', 'self'
     from ordered subject cross join generate_series(1, $2::int) step
     join ordered peer on peer.position = (subject.position + step) % subject.total`,
    [cycleId, PEERS],
  );
}

/**
 * Answers every question of nine in ten reviews and submits them, as their writers would: a
 * rating from 1 to 5, or a sentence.
 */
async function writeReviews(db: pg.Pool, cycleId: string, template: ReviewTemplate) {
  const questions = template.sections.flatMap((section) =>
    section.questions.map((question) => ({ id: question.id, kind: question.kind })),
  );
  await db.query(
    `update review_requests request set submitted_at = now(), answers = (
       select jsonb_object_agg(q.id, case when q.kind = 'text'
         then jsonb_build_object('rating', null, 'text', 'A fair answer, written for ' || request.subject_id)
         else jsonb_build_object('rating', 1 + floor(random() * 5)::int, 'text', '') end)
       from jsonb_to_recordset($2::jsonb) as q(id text, kind text)
     )
     where cycle_id = $1 and random() < 0.9`,
    [cycleId, JSON.stringify(questions)],
  );
}

/** Milliseconds for each of `count` downloads asked one after another, going round `paths`, and the last one's size. */
async function timeDownloads(server: RunningServer, headers: Record<string, string>, paths: string[], count: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${paths[index % paths.length]!}`, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${paths[index % paths.length]} answered ${response.status}`);
  }
  return { times, bytes };
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await seedPeople(db, { people: PEOPLE, levels: LEVELS });
    await db.query('vacuum analyze users, profiles');
    // Someone among them, with a manager and a department, whose inbox is read.
    const reader = await registerUser(server.baseUrl, '10.9.0.3');
    await db.query(
      `update profiles set manager_id = m.manager_id, department_id = m.department_id
       from profiles m where m.user_id = $2 and profiles.user_id = $1`,
      [reader.me.id, `person${PEOPLE - 1}`],
    );
    const cookie = await signIn(server.baseUrl, ADMIN, '10.9.0.1');
    const { answer: template } = await postJson<ReviewTemplate>(server, cookie, '/review-templates', {
      ...STARTER_TEMPLATE,
      name: 'Bench template',
    });

    const launches: number[] = [];
    let cycleId = '';
    for (let run = 0; run < RUNS; run++) {
      const { answer: draft } = await postJson<ReviewCycle>(
        server,
        cookie,
        '/review-cycles',
        cycleOf(template.id, run),
      );
      const launched = await postJson<ReviewCycle>(server, cookie, `/review-cycles/${draft.id}/launch`, {});
      cycleId = launched.answer.id;
      if (launched.answer.participantCount !== PEOPLE + 2) {
        throw new Error(`the cycle took in ${launched.answer.participantCount} people`);
      }
      launches.push(launched.elapsedMs);
    }
    await nominatePeers(db, cycleId);
    const writing = await postJson(server, cookie, `/review-cycles/${cycleId}/advance`, { from: 'nominations' });
    await writeReviews(db, cycleId, template);
    await db.query('vacuum analyze review_requests, review_participants, review_nominations');

    const readerCookie = reader.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const inbox = await timeRequests<unknown[]>(
      server.baseUrl,
      { cookie: readerCookie, 'x-forwarded-for': '10.9.0.3' },
      ['/api/review-requests'],
      REQUESTS,
    );
    const calibration = await postJson(server, cookie, `/review-cycles/${cycleId}/advance`, { from: 'writing' });
    const admin = { cookie, 'x-forwarded-for': '10.9.0.1' };
    const table = await timeRequests<{ rows: unknown[] }>(
      server.baseUrl,
      admin,
      [`/api/review-cycles/${cycleId}/calibration`],
      REQUESTS / 4,
    );
    // Everyone but the administrator who asks: nobody calibrates their own review.
    if (table.bodies[0]?.rows.length !== PEOPLE + 1) throw new Error('the calibration table is not whole');
    await postJson(server, cookie, `/review-cycles/${cycleId}/advance`, { from: 'calibration' });
    const csv = await timeDownloads(server, admin, [`/api/review-cycles/${cycleId}/results.csv`], 5);
    const people = Array.from({ length: DOWNLOADS }, (_, index) => `person${PEOPLE - 1 - index}`);
    const pdf = await timeDownloads(
      server,
      admin,
      people.map((person) => `/api/review-cycles/${cycleId}/people/${person}/packet.pdf`),
      DOWNLOADS,
    );

    console.log(
      `\nReview cycles on PostgreSQL, ${PEOPLE} people in ${LEVELS} levels (and the administrator), ${RUNS} runs`,
    );
    console.log(
      `launch for ${PEOPLE + 2} people: median ${median(launches).toFixed(0)} ms, slowest ` +
        `${Math.max(...launches).toFixed(0)} ms (goal ≤ ${LAUNCH_GOAL_MS} ms)`,
    );
    console.log(
      `moving on to writing (${PEOPLE + 2} people, five reviews each opened): ${writing.elapsedMs.toFixed(0)} ms; ` +
        `to calibration (final ratings proposed): ${calibration.elapsedMs.toFixed(0)} ms`,
    );
    const row = printTable(44, ['    median', '       p99', '   slowest', '    size', '           goal']);
    const report = (label: string, times: number[], size: string, goal: string) =>
      row(label, [
        `${median(times).toFixed(1)} ms`,
        `${percentile(times, 0.99).toFixed(1)} ms`,
        `${Math.max(...times).toFixed(1)} ms`,
        size,
        goal,
      ]);
    report(`inbox (${inbox.bodies[0]!.length} reviews), ${REQUESTS} GETs`, inbox.times, '', 'p99 ≤ 50 ms');
    report(
      `calibration table (${PEOPLE + 1} rows)`,
      table.times,
      kib(JSON.stringify(table.bodies[0]).length),
      'p99 ≤ 200 ms',
    );
    report('results CSV', csv.times, kib(csv.bytes), '≤ 2,000 ms');
    report(`one packet PDF (${DOWNLOADS} people)`, pdf.times, kib(pdf.bytes), '≤ 300 ms');
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('reviews', benchmark, {
  SEED_DEMO_CONTENT: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
