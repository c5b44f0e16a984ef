import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { blogs, contentSeeds, courses, ebooks, reviews, timeSlots } from '../schema';
import { demoBlogs } from './blogs';
import { demoCourses } from './courses';
import { demoEbooks } from './ebooks';
import { demoReviews } from './reviews';
import { demoTimeSlots } from './time-slots';

/** Any number works, as long as every process uses the same one. */
const SEED_LOCK_ID = 7_420_152;

/**
 * Creation times one second apart, ending now, so that lists keep the order of the data files:
 * `listedFirst` is the first entry's place in its list ('newest' for blogs, 'oldest' for ebooks).
 */
function inListOrder<Row>(rows: Row[], listedFirst: 'newest' | 'oldest') {
  const now = Date.now();
  return rows.map((row, index) => ({
    ...row,
    createdAt: new Date(now - 1000 * (listedFirst === 'newest' ? index : rows.length - 1 - index)),
  }));
}

const seeders: Record<string, (tx: Transaction) => Promise<unknown>> = {
  blogs: (tx) => tx.insert(blogs).values(inListOrder(demoBlogs, 'newest')),
  ebooks: (tx) => tx.insert(ebooks).values(inListOrder(demoEbooks, 'oldest')),
  courses: (tx) => tx.insert(courses).values(inListOrder(demoCourses, 'oldest')),
  reviews: (tx) => tx.insert(reviews).values(inListOrder(demoReviews, 'newest')),
  timeSlots: (tx) =>
    tx
      .insert(timeSlots)
      .values(demoTimeSlots.map((time) => ({ time })))
      .onConflictDoNothing(),
};

/**
 * Fills the public site's lists with demo content, each kind once in the database's life: content
 * an admin later deletes stays deleted. Safe when several processes start together.
 * Resolves with the kinds seeded by this call.
 */
export function seedDemoContent(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const done = new Set((await tx.select({ kind: contentSeeds.kind }).from(contentSeeds)).map((row) => row.kind));
    const seeded: string[] = [];
    for (const [kind, seed] of Object.entries(seeders)) {
      if (done.has(kind)) continue;
      await seed(tx);
      await tx.insert(contentSeeds).values({ kind });
      seeded.push(kind);
    }
    return seeded;
  });
}
