/**
 * GET /api/news on PostgreSQL with 100,000 posts: the feed's first page, and full-text searches of
 * several kinds (a common word, a rare word, two words, a quoted phrase, a word no post holds),
 * each asked one request at a time, with their p50 and p99. Posts come from a bulk insert over a
 * word list, skewed so that a few words are in many posts and most in few, by 20 authors, with
 * reactions and comments so the counts each card carries cost what they would.
 *   npm run build && npx tsx scripts/bench-news.ts
 */
import pg from 'pg';
import { listFeed, searchPosts } from '../apps/server/src/features/news/repository';
import { explain } from './lib/query-plan';
import { printTable, timeRequests } from './lib/sequential-requests';
import { median, percentile, registerUser, runPostgresBenchmark, type RunningServer } from './lib/server-process';

const POSTS = 100_000;
const AUTHORS = 20;
const REQUESTS_PER_KIND = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP_REQUESTS = 20;

/** The words posts are made of, most common first (`fillPosts` picks early ones far more often). */
const WORDS = [
  ...['team', 'project', 'meeting', 'customer', 'release', 'office', 'welcome', 'update', 'launch', 'review'],
  ...['quarter', 'budget', 'hiring', 'product', 'design', 'sales', 'support', 'training', 'holiday', 'party'],
  ...['roadmap', 'feedback', 'survey', 'award', 'milestone', 'partner', 'workshop', 'offsite', 'lunch', 'coffee'],
  ...['security', 'policy', 'benefits', 'wellness', 'volunteer', 'charity', 'running', 'marathon', 'cycling'],
  ...['football', 'birthday', 'anniversary', 'promotion', 'onboarding', 'mentoring', 'hackathon', 'demo'],
  ...['conference', 'webinar', 'newsletter', 'podcast', 'interview', 'recruiting', 'internship', 'graduate'],
  ...['engineering', 'marketing', 'finance', 'legal', 'operations', 'analytics', 'infrastructure', 'mobile'],
  ...['platform', 'integration', 'migration', 'database', 'performance', 'reliability', 'incident', 'outage'],
  ...['dashboard', 'report', 'forecast', 'revenue', 'growth', 'pipeline', 'contract', 'renewal', 'invoice'],
  ...['kitchen', 'parking', 'elevator', 'printer', 'laptop', 'headset', 'monitor', 'whiteboard', 'plants'],
  ...['garden', 'rooftop', 'terrace', 'library', 'gym', 'yoga', 'meditation', 'pizza', 'barbecue', 'picnic'],
  ...['quiz', 'karaoke', 'bowling', 'chess', 'photography', 'painting', 'pottery', 'baking', 'recipe'],
  ...['dhaka', 'london', 'berlin', 'singapore', 'toronto', 'nairobi', 'lisbon', 'sydney', 'osaka', 'lagos'],
  ...['sustainability', 'recycling', 'solar', 'carbon', 'diversity', 'inclusion', 'accessibility', 'privacy'],
  ...['compliance', 'audit', 'certification', 'patent', 'research', 'prototype', 'experiment', 'discovery'],
  ...['thanks', 'congratulations', 'shoutout', 'celebration', 'farewell', 'reunion', 'newcomer', 'alumni'],
];

/** Queries of each kind, asked in turn. */
const SEARCHES: Array<{ kind: string; queries: string[] }> = [
  { kind: 'common word', queries: ['team', 'project', 'meeting', 'customer', 'release'] },
  { kind: 'rare word', queries: ['alumni', 'newcomer', 'patent', 'discovery', 'reunion'] },
  { kind: 'two words', queries: ['budget review', 'office party', 'customer feedback', 'hiring plan', 'yoga lunch'] },
  {
    kind: 'quoted phrase',
    queries: ['"team meeting"', '"project update"', '"customer release"', '"office welcome"', '"sales review"'],
  },
  { kind: 'no match', queries: ['zeppelin', 'xylophone', 'quasar', 'walrus', 'origami'] },
];

interface Person {
  id: string;
  cookie: string;
  address: string;
}

async function register(baseUrl: string, index: number): Promise<Person> {
  const address = `10.9.${index >> 8}.${index & 255}`;
  const { me, cookies } = await registerUser(baseUrl, address);
  return { id: me.id, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), address };
}

/**
 * POSTS posts of 8 to 17 words, one a minute back in time, dealt round the authors; a word's
 * chance falls with its place in WORDS (the square of a uniform number leans to the start). Then
 * a reaction from about one author in five on each post, and a comment on every fourth.
 */
async function fillPosts(db: pg.Pool, authorIds: string[]) {
  await db.query(
    `insert into news_posts (user_id, text, created_at, updated_at)
     select ($1::text[])[1 + i % cardinality($1::text[])], body.text, stamp, stamp
     from generate_series(1, $3::int) i
     cross join lateral (select now() - make_interval(mins => i) as stamp) t
     cross join lateral (
       select string_agg(($2::text[])[1 + floor(cardinality($2::text[]) * power(random(), 2))::int], ' ') as text
       from generate_series(1, 8 + i % 10)
     ) body`,
    [authorIds, WORDS, POSTS],
  );
  await db.query(
    `insert into news_reactions (post_id, user_id, kind)
     select p.id, u, case when hashtext(p.id::text || u) % 3 = 0 then 'celebrate' else 'like' end
     from news_posts p cross join unnest($1::text[]) u
     where abs(hashtext(u || p.id::text)) % 5 = 0`,
    [authorIds],
  );
  await db.query(
    `insert into news_comments (post_id, user_id, text, created_at)
     select id, ($1::text[])[1 + abs(hashtext(id::text)) % cardinality($1::text[])], 'Great news, well done!', created_at
     from news_posts where abs(hashtext(id::text)) % 4 = 0`,
    [authorIds],
  );
  await db.query('vacuum analyze news_posts, news_reactions, news_comments');
}

async function tableSizes(db: pg.Pool) {
  const { rows } = await db.query<{ posts: number; reactions: number; comments: number }>(
    `select (select count(*) from news_posts)::int as posts, (select count(*) from news_reactions)::int as reactions,
            (select count(*) from news_comments)::int as comments`,
  );
  return rows[0]!;
}

async function matchCount(db: pg.Pool, q: string) {
  const { rows } = await db.query<{ matches: number }>(
    `select count(*)::int as matches from news_posts where search @@ websearch_to_tsquery('english', $1)`,
    [q],
  );
  return rows[0]!.matches;
}

async function benchmark(server: RunningServer, databaseUrl: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const authors: Person[] = [];
    for (let index = 1; index <= AUTHORS; index++) authors.push(await register(server.baseUrl, index));
    const reader = authors[0]!;
    const filling = performance.now();
    await fillPosts(
      db,
      authors.map((author) => author.id),
    );
    const sizes = await tableSizes(db);
    console.log(
      `filled in ${((performance.now() - filling) / 1000).toFixed(1)} s: ${sizes.posts} posts, ` +
        `${sizes.reactions} reactions, ${sizes.comments} comments, ${AUTHORS} authors`,
    );

    const kinds: Array<{ label: string; paths: string[]; matched: string }> = [
      { label: 'feed, first page', paths: ['/api/news'], matched: String(sizes.posts) },
    ];
    for (const { kind, queries } of SEARCHES) {
      const counts = await Promise.all(queries.map((q) => matchCount(db, q)));
      kinds.push({
        label: `search: ${kind}`,
        paths: queries.map((q) => `/api/news?${new URLSearchParams({ q }).toString()}`),
        matched: `${Math.min(...counts)}–${Math.max(...counts)}`,
      });
    }

    console.log(`\nGET /api/news (PostgreSQL), one request at a time, 20 posts a page`);
    const row = printTable(30, ['requests', 'posts matched', 'p50 ms', 'p99 ms', 'max ms']);
    const headers = { cookie: reader.cookie, 'x-forwarded-for': reader.address };
    for (const { label, paths, matched } of kinds) {
      await timeRequests(server.baseUrl, headers, paths, WARM_UP_REQUESTS);
      const { times } = await timeRequests(server.baseUrl, headers, paths, REQUESTS_PER_KIND);
      row(label, [
        String(times.length),
        matched,
        median(times).toFixed(1),
        percentile(times, 0.99).toFixed(1),
        Math.max(...times).toFixed(1),
      ]);
    }

    console.log('');
    const firstPage = { limit: 20 };
    console.log(`plan of the feed: ${await explain(db, (recorder) => listFeed(recorder, reader.id, firstPage))}`);
    for (const q of ['team', 'alumni', '"team meeting"', 'zeppelin']) {
      const plan = await explain(db, (recorder) => searchPosts(recorder, reader.id, q, firstPage));
      console.log(`plan of q=${q}: ${plan}`);
    }
  } finally {
    await db.end();
  }
}

await runPostgresBenchmark('news', benchmark, { SEED_DEMO_CONTENT: 'false' });
