/**
 * The administrators' Manage Users list on PostgreSQL with 100,000 people: the first page, a page
 * deep in the alphabet, and searches by part of a name or an email (a fragment in thousands of
 * names, a last name, one exact email, nothing), each asked one request at a time, with p50 and
 * p99 and how PostgreSQL runs the query.
 *   npm run build && npx tsx scripts/bench-users.ts
 */
import type { ManagedUser } from '@topgear/shared/users';
import type { Page } from '@topgear/shared/pagination';
import pg from 'pg';
import { listUsers } from '../apps/server/src/features/users/repository';
import { explain } from './lib/query-plan';
import { printTable, timeRequests } from './lib/sequential-requests';
import { median, percentile, runPostgresBenchmark, type RunningServer, signIn } from './lib/server-process';

const PEOPLE = 100_000;
const REQUESTS_PER_KIND = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP_REQUESTS = 20;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

const FIRST_NAMES = [
  ...['Ada', 'Alan', 'Amina', 'Ana', 'Arjun', 'Bea', 'Bruno', 'Chen', 'Chloe', 'Dara', 'David', 'Elif', 'Emma'],
  ...['Farah', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Kai', 'Karim', 'Lea', 'Liam'],
  ...['Lina', 'Maya', 'Mehdi', 'Mia', 'Nadia', 'Noah', 'Omar', 'Paula', 'Priya', 'Rafi', 'Rosa', 'Sami', 'Sara'],
  ...['Tariq', 'Tom', 'Uma', 'Victor', 'Wen', 'Yara', 'Yusuf', 'Zara', 'Zoe', 'Nour', 'Ola', 'Pedro', 'Quinn'],
];
const LAST_NAMES = [
  ...['Ahmed', 'Alvarez', 'Anderson', 'Bakker', 'Banerjee', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer'],
  ...['Garcia', 'Hassan', 'Hossain', 'Ibrahim', 'Ito', 'Jansen', 'Johnson', 'Kaya', 'Khan', 'Kim', 'Kowalski'],
  ...['Larsen', 'Lee', 'Lopez', 'Martin', 'Meyer', 'Moreau', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen'],
  ...['Patel', 'Perez', 'Popescu', 'Rahman', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Smith', 'Suzuki'],
  ...['Tanaka', 'Taylor', 'Uddin', 'Wang', 'Weber', 'Williams', 'Wilson', 'Yilmaz', 'Zhang', 'Zimmermann'],
];
const COMPANIES = ['Acme Ltd', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];

/** PEOPLE accounts with profiles, named from the lists above, one a minute back in time. */
async function fillPeople(db: pg.Pool) {
  await db.query(
    `insert into users (id, name, email, created_at, updated_at)
     select 'bench' || i, first || ' ' || last, lower(first) || '.' || lower(last) || '.' || i || '@example.com',
            now() - make_interval(mins => i), now()
     from generate_series(1, $3::int) i
     cross join lateral (select ($1::text[])[1 + i % cardinality($1::text[])] as first,
                                ($2::text[])[1 + (i / cardinality($1::text[])) % cardinality($2::text[])] as last) names`,
    [FIRST_NAMES, LAST_NAMES, PEOPLE],
  );
  await db.query(
    `insert into profiles (user_id, first_name, last_name, job_role, company)
     select id, split_part(name, ' ', 1), split_part(name, ' ', 2), 'Employee', ($1::text[])[1 + abs(hashtext(id)) % cardinality($1::text[])]
     from users where id like 'bench%'`,
    [COMPANIES],
  );
  await db.query('vacuum analyze users, profiles');
}

/** The cursor that starts a page after the person at `offset` in alphabetical order. */
async function cursorAt(db: pg.Pool, offset: number) {
  const { rows } = await db.query<{ name: string; id: string }>(
    'select name, id from users order by name, id offset $1 limit 1',
    [offset],
  );
  const { name, id } = rows[0]!;
  return Buffer.from(JSON.stringify([name, id])).toString('base64url');
}

async function matchCount(db: pg.Pool, q: string) {
  const { rows } = await db.query<{ matches: number }>(
    `select count(*)::int as matches from users where (name || ' ' || email) ilike '%' || $1 || '%'`,
    [q],
  );
  return rows[0]!.matches;
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const filling = performance.now();
    await fillPeople(db);
    console.log(`filled ${PEOPLE} people in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const headers = { cookie: await signIn(server.baseUrl, ADMIN, '10.8.0.1'), 'x-forwarded-for': '10.8.0.2' };
    const { rows } = await db.query<{ email: string }>("select email from users where id = 'bench31234'");
    const kinds: Array<{ label: string; query: Record<string, string> }> = [
      { label: 'list, first page', query: {} },
      { label: 'list, page 2,500 (of 5,000)', query: { cursor: await cursorAt(db, PEOPLE / 2) } },
      { label: 'search: fragment "ara"', query: { q: 'ara' } },
      { label: 'search: last name "Okafor"', query: { q: 'Okafor' } },
      { label: 'search: one exact email', query: { q: rows[0]!.email } },
      { label: 'search: nobody "zzqx"', query: { q: 'zzqx' } },
    ];

    console.log('\nGET /api/users (PostgreSQL), one request at a time, 20 people a page');
    const row = printTable(32, ['requests', 'matches', 'p50 ms', 'p99 ms', 'max ms']);
    for (const { label, query } of kinds) {
      const path = `/api/users?${new URLSearchParams(query).toString()}`;
      await timeRequests(server.baseUrl, headers, [path], WARM_UP_REQUESTS);
      const { times, bodies } = await timeRequests<Page<ManagedUser>>(
        server.baseUrl,
        headers,
        [path],
        REQUESTS_PER_KIND,
      );
      if (bodies.some((body) => body.items.length === 0) && query.q !== 'zzqx') throw new Error(`${label}: no rows`);
      const matches = query.q === undefined ? String(PEOPLE + 1) : String(await matchCount(db, query.q));
      row(label, [
        String(times.length),
        matches,
        median(times).toFixed(1),
        percentile(times, 0.99).toFixed(1),
        Math.max(...times).toFixed(1),
      ]);
    }

    console.log('');
    for (const { label, query } of kinds) {
      const plan = await explain(db, (recorder) => listUsers(recorder, { limit: 20, q: undefined, ...query }));
      console.log(`plan of ${label}: ${plan}`);
    }
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('users', benchmark, {
  SEED_DEMO_CONTENT: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
