import type { NewsReaction } from '@topgear/shared/news';
import { type SQL, sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { praise } from './recognition';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A post in the company news feed, searchable by its words (English stemming: "running" finds
 * "run"). A public praise is shared as a post of its own, its message the post's text: the post
 * goes with the praise.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    text: text('text').notNull(),
    praiseId: uuid('praise_id')
      .unique('news_posts_praise_once')
      .references(() => praise.id, { onDelete: 'cascade' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${newsPosts.text})`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('news_posts_newest_first').on(table.createdAt.desc(), table.id.desc()),
    index('news_posts_search').using('gin', table.search),
  ],
);

/** One reaction per person and post; changing it replaces the kind. */
export const newsReactions = pgTable(
  'news_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: text('kind').$type<NewsReaction>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'news_reactions_pkey', columns: [table.postId, table.userId] }),
    check('news_reactions_kind_known', sql`${table.kind} in ('like', 'celebrate')`),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('news_comments_by_post').on(table.postId, table.createdAt, table.id)],
);
