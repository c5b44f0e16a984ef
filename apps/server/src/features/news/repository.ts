import { NEWS_MESSAGES, type NewsPraise, type NewsReaction } from '@topgear/shared/news';
import type { PageQuery } from '@topgear/shared/pagination';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { decodeCursor, encodeCursor, keyset, newestFirst, pageOf } from '../../db/pagination';
import {
  companyValues,
  newsComments,
  newsPosts,
  newsReactions,
  praise,
  praiseRecipients,
  users,
} from '../../db/schema';
import { validationFailed } from '../../http-errors';

const author = { id: users.id, name: users.name, image: users.image };

/**
 * Each kind's count and the viewer's own reaction, in one pass over the post's reactions (the
 * primary key's post_id prefix finds them). An aggregate always yields one row, hence a cross join.
 */
const reactionSummary = (db: Executor, viewerId: string, postId: SQL.Aliased<string>) =>
  db
    .select({
      like: sql<number>`(count(*) filter (where ${newsReactions.kind} = 'like'))::int`.as('like_count'),
      celebrate: sql<number>`(count(*) filter (where ${newsReactions.kind} = 'celebrate'))::int`.as('celebrate_count'),
      mine: sql<NewsReaction | null>`max(${newsReactions.kind}) filter (where ${newsReactions.userId} = ${viewerId})`.as(
        'my_reaction',
      ),
    })
    .from(newsReactions)
    .where(eq(newsReactions.postId, postId))
    .as('reaction_summary');

const commentSummary = (db: Executor, postId: SQL.Aliased<string>) =>
  db
    .select({ count: sql<number>`count(*)::int`.as('comment_count') })
    .from(newsComments)
    .where(eq(newsComments.postId, postId))
    .as('comment_summary');

/**
 * A praise post's recipients and value as one JSON value, null on any other post. It is asked
 * only for the page's posts, and finds its rows by primary key.
 */
const praiseOfPost = sql<NewsPraise | null>`(
  select json_build_object(
    'recipients', (
      select json_agg(json_build_object('id', thanked.id, 'name', thanked.name) order by thanked.name, thanked.id)
      from ${praiseRecipients} as recipient
      join ${users} as thanked on thanked.id = recipient.user_id
      where recipient.praise_id = ${praise.id}
    ),
    'value', case when ${companyValues.id} is null then null else json_build_object(
      'id', ${companyValues.id},
      'name', ${companyValues.name},
      'icon', ${companyValues.icon},
      'retired', ${companyValues.retiredAt} is not null
    ) end
  )
  from ${praise}
  left join ${companyValues} on ${companyValues.id} = ${praise.valueId}
  where ${praise.id} = ${newsPosts.praiseId}
)`;

const postsNewestFirst = newestFirst(newsPosts);

interface Cut {
  where: SQL | undefined;
  /** How many posts at most. */
  limit: number;
  /** A search's rank: best first, then newest first; without it, newest first. */
  rank?: SQL<number>;
}

/**
 * The posts `cut` picks, as `viewerId` sees them: author, counts and their own reaction, in order.
 * The page of ids is cut first and only its posts are joined and counted, so a page costs the same
 * however many posts the feed holds or a search matches. `rank` is the search's rank (0 without one).
 */
function selectPosts(db: Executor, viewerId: string, { where, limit, rank }: Cut) {
  const page = db
    .select({ id: sql<string>`${newsPosts.id}`.as('page_post_id'), rank: (rank ?? sql<number>`0`).as('rank') })
    .from(newsPosts)
    .where(where)
    // By the output column's name: the rank is computed once a row, not again for the order.
    .orderBy(...(rank ? [sql`"rank" desc`] : []), ...postsNewestFirst)
    .limit(limit)
    .as('page');
  const reactions = reactionSummary(db, viewerId, page.id);
  const comments = commentSummary(db, page.id);
  return db
    .select({
      id: newsPosts.id,
      text: newsPosts.text,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
      author,
      praise: praiseOfPost,
      reactions: { like: reactions.like, celebrate: reactions.celebrate },
      myReaction: reactions.mine,
      commentCount: comments.count,
      rank: page.rank,
    })
    .from(page)
    .innerJoin(newsPosts, eq(newsPosts.id, page.id))
    .innerJoin(users, eq(users.id, newsPosts.userId))
    .crossJoinLateral(reactions)
    .crossJoinLateral(comments)
    .orderBy(desc(page.rank), ...postsNewestFirst);
}

/** The feed, newest first, a page at a time. */
export async function listFeed(db: Executor, viewerId: string, page: PageQuery) {
  const { pastCursor, limit } = keyset(newsPosts, page, 'newest');
  return pageOf(await selectPosts(db, viewerId, { where: pastCursor, limit }), page);
}

/** Web search syntax ("a phrase", or, -word) over the English stems of the posts' words. */
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Where a page of search results ended: the last result's rank, then its place in time. */
interface SearchPosition {
  rank: number;
  createdAt: Date;
  id: string;
}

/** A rank as PostgreSQL writes a `real`: the shortest text that reads back as the same value. */
const RANK_PATTERN = /^\d+(?:\.\d+)?(?:e-?\d+)?$/;

/** Whether PostgreSQL reads `rank` as a `real`: neither beyond its largest value nor so small it would become 0. */
const isReal = (rank: number) => Number.isFinite(Math.fround(rank)) && (rank === 0 || Math.fround(rank) !== 0);

/** The feed's cursor for the time and id, and the rank beside it: '<position>.<rank>', both base64url. */
const encodeSearchCursor = ({ rank, createdAt, id }: SearchPosition) =>
  `${encodeCursor({ createdAt, id })}.${Buffer.from(String(rank)).toString('base64url')}`;

function decodeSearchCursor(cursor: string): SearchPosition {
  const [position = '', encodedRank = '', ...rest] = cursor.split('.');
  const rankText = Buffer.from(encodedRank, 'base64url').toString();
  if (rest.length > 0 || !RANK_PATTERN.test(rankText) || !isReal(Number(rankText))) {
    throw validationFailed({ cursor: NEWS_MESSAGES.searchCursorInvalid });
  }
  return { ...decodeCursor(position), rank: Number(rankText) };
}

/**
 * The posts matching `q` (the GIN index on `search` finds them), best match first and newest first
 * among equals. Pages continue by keyset after the last result's (rank, created_at, id), so posts
 * added meanwhile never make a result repeat or be skipped.
 */
export async function searchPosts(db: Executor, viewerId: string, q: string, page: PageQuery) {
  const after = page.cursor === undefined ? undefined : decodeSearchCursor(page.cursor);
  const rank = sql<number>`ts_rank(${newsPosts.search}, ${tsQuery(q)})`;
  const rows = await selectPosts(db, viewerId, {
    where: and(
      sql`${newsPosts.search} @@ ${tsQuery(q)}`,
      after &&
        sql`(${rank}, ${newsPosts.createdAt}, ${newsPosts.id}) < (${String(after.rank)}::real, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    ),
    limit: page.limit + 1,
    rank,
  });
  return pageOf(rows, page, encodeSearchCursor);
}

export async function findPostView(db: Executor, viewerId: string, id: string) {
  const [post] = await selectPosts(db, viewerId, { where: eq(newsPosts.id, id), limit: 1 });
  return post;
}

/**
 * The post's author and the praise it shares, if any, or undefined when there is no such post. With `lock`, the post stays locked
 * until the transaction ends: 'no key update' to change its text, 'update' to delete it, 'key
 * share' to add a reaction or a comment (it cannot be deleted meanwhile, yet edits and other
 * reactions go on).
 */
export async function findPostAuthor(db: Executor, id: string, lock?: 'update' | 'no key update' | 'key share') {
  const query = db
    .select({ userId: newsPosts.userId, praiseId: newsPosts.praiseId })
    .from(newsPosts)
    .where(eq(newsPosts.id, id));
  const [post] = await (lock ? query.for(lock) : query);
  return post;
}

export async function insertPost(db: Executor, userId: string, text: string, praiseId: string | null = null) {
  const [post] = await db.insert(newsPosts).values({ userId, text, praiseId }).returning({ id: newsPosts.id });
  if (!post) throw new Error('the post was not stored');
  return post.id;
}

export async function updatePostText(db: Executor, id: string, text: string) {
  await db
    .update(newsPosts)
    .set({ text, updatedAt: sql`now()` })
    .where(eq(newsPosts.id, id));
}

export async function deletePost(db: Executor, id: string) {
  await db.delete(newsPosts).where(eq(newsPosts.id, id));
}

/** Deletes a shared praise everywhere: its post, that post's comments and reactions go with it. */
export async function deletePraise(db: Executor, id: string) {
  await db.delete(praise).where(eq(praise.id, id));
}

/**
 * Sets the person's reaction in one statement, so simultaneous requests settle on the primary key
 * instead of failing on it. Resolves with whether the row is new, rather than switched or kept:
 * PostgreSQL leaves `xmax` at 0 only on a row version that an insert created.
 */
export async function upsertReaction(db: Executor, postId: string, userId: string, kind: NewsReaction) {
  const [row] = await db
    .insert(newsReactions)
    .values({ postId, userId, kind })
    .onConflictDoUpdate({
      target: [newsReactions.postId, newsReactions.userId],
      set: { kind },
      // The same kind again writes nothing (and returns no row).
      setWhere: sql`${newsReactions.kind} <> excluded.kind`,
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return row?.inserted === true;
}

export async function deleteReaction(db: Executor, postId: string, userId: string) {
  await db.delete(newsReactions).where(and(eq(newsReactions.postId, postId), eq(newsReactions.userId, userId)));
}

const commentColumns = {
  id: newsComments.id,
  postId: newsComments.postId,
  text: newsComments.text,
  createdAt: newsComments.createdAt,
  author,
};

/** The post's comments, oldest first, a page at a time. */
export async function listComments(db: Executor, postId: string, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(newsComments, page, 'oldest');
  const rows = await db
    .select(commentColumns)
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.userId))
    .where(and(eq(newsComments.postId, postId), pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}

export async function insertComment(db: Executor, postId: string, userId: string, text: string) {
  const [inserted] = await db.insert(newsComments).values({ postId, userId, text }).returning({ id: newsComments.id });
  if (!inserted) throw new Error('the comment was not stored');
  const [comment] = await db
    .select(commentColumns)
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.userId))
    .where(eq(newsComments.id, inserted.id));
  if (!comment) throw new Error('the comment was not stored');
  return comment;
}

/** The comment's author, when the post has a comment `id`. */
export async function findComment(db: Executor, postId: string, id: string) {
  const [comment] = await db
    .select({ userId: newsComments.userId })
    .from(newsComments)
    .where(and(eq(newsComments.id, id), eq(newsComments.postId, postId)));
  return comment;
}

/** Deletes the comment; resolves with whether it was still there. */
export async function deleteComment(db: Executor, id: string) {
  const deleted = await db.delete(newsComments).where(eq(newsComments.id, id)).returning({ id: newsComments.id });
  return deleted.length > 0;
}
