import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { NEWS_MESSAGES, newsPostLink, type NewsQuery, type NewsReaction } from '@topgear/shared/news';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { nameOf } from '../../db/personal-rows';
import { conflict, forbidden, notFound, orNotFound } from '../../http-errors';
import type { Notifier } from '../../notifier';
import {
  deleteComment,
  deletePost,
  deletePraise,
  deleteReaction,
  findComment,
  findPostAuthor,
  findPostView,
  insertComment,
  insertPost,
  listComments,
  listFeed,
  searchPosts,
  updatePostText,
  upsertReaction,
} from './repository';

/** The signed-in person acting: whose name a notification carries, and whether they may moderate. */
export interface Actor {
  id: string;
  fullName: string;
  isAdmin: boolean;
}

/**
 * The company news feed. Every signed-in person reads every post; only its author changes a
 * post, and its author or an administrator deletes it (or a comment). Someone else's existing
 * post therefore answers 403, an unknown one 404.
 */
export function createNewsService({ db, notifier, auditor }: { db: Database; notifier: Notifier; auditor: Auditor }) {
  const view = async (executor: Executor, viewerId: string, id: string) =>
    orNotFound(await findPostView(executor, viewerId, id), NEWS_MESSAGES.notFound);

  /** Records an administrator removing someone else's post or comment; an author removing their own is not moderation. */
  async function logModeration(tx: Executor, actor: Actor, authorId: string, kind: 'post' | 'comment', id: string) {
    if (authorId === actor.id) return;
    const author = (await nameOf(tx, authorId)) ?? '';
    await auditor.record(tx, actor, {
      action: kind === 'post' ? 'news.post-deleted' : 'news.comment-deleted',
      summary: kind === 'post' ? AUDIT_SUMMARIES.newsPostDeleted(author) : AUDIT_SUMMARIES.newsCommentDeleted(author),
      subjectId: id,
    });
  }

  const existingPost = async (executor: Executor, id: string, lock?: Parameters<typeof findPostAuthor>[2]) =>
    orNotFound(await findPostAuthor(executor, id, lock), NEWS_MESSAGES.notFound);

  return {
    /** The feed newest first, or with `q` the posts matching it, best match first. */
    list: (viewerId: string, { q, ...page }: NewsQuery) =>
      q === '' ? listFeed(db, viewerId, page) : searchPosts(db, viewerId, q, page),

    get: (viewerId: string, id: string) => view(db, viewerId, id),

    create: (authorId: string, text: string) =>
      db.transaction(async (tx) => view(tx, authorId, await insertPost(tx, authorId, text))),

    /** Shares a public praise in the feed, within the transaction that gives it. */
    sharePraise: async (tx: Executor, praise: { id: string; authorId: string; message: string }) => {
      await insertPost(tx, praise.authorId, praise.message, praise.id);
    },

    update: (actor: Actor, id: string, text: string) =>
      db.transaction(async (tx) => {
        const post = await existingPost(tx, id, 'no key update');
        if (post.userId !== actor.id) throw forbidden(NEWS_MESSAGES.notYourPost);
        if (post.praiseId !== null) throw conflict('PRAISE_NOT_EDITABLE', NEWS_MESSAGES.praiseNotEditable);
        await updatePostText(tx, id, text);
        return view(tx, actor.id, id);
      }),

    /**
     * Its author deletes a post, or an administrator moderating the feed (which the audit log
     * records); its comments and reactions go with it, and a shared praise goes from everywhere.
     */
    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const post = await existingPost(tx, id, 'update');
        if (post.userId !== actor.id && !actor.isAdmin) throw forbidden(NEWS_MESSAGES.notYourPostToDelete);
        await (post.praiseId === null ? deletePost(tx, id) : deletePraise(tx, post.praiseId));
        await logModeration(tx, actor, post.userId, 'post', id);
      }),

    /**
     * Sets the actor's reaction: a first one, or a switch to the other kind. The author hears of a
     * first reaction to their post, never of a switch nor of their own.
     */
    react: (actor: Actor, id: string, kind: NewsReaction) =>
      notifier.writeAndTell(async (tx, tell) => {
        const post = await existingPost(tx, id, 'key share');
        const isNew = await upsertReaction(tx, id, actor.id, kind);
        if (isNew && post.userId !== actor.id) {
          await tell({
            userId: post.userId,
            kind: 'news-reaction',
            text: NEWS_MESSAGES.reactionNotification(actor.fullName),
            link: newsPostLink(id),
          });
        }
        return view(tx, actor.id, id);
      }),

    /** Takes the actor's reaction back; nothing to take back is no error. */
    unreact: (actorId: string, id: string) =>
      db.transaction(async (tx) => {
        await existingPost(tx, id, 'key share');
        await deleteReaction(tx, id, actorId);
        return view(tx, actorId, id);
      }),

    /** The post's comments, oldest first. */
    comments: async (postId: string, page: PageQuery) => {
      await existingPost(db, postId);
      return listComments(db, postId, page);
    },

    /** Adds a comment; the post's author hears of it unless it is theirs. */
    comment: (actor: Actor, postId: string, text: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const post = await existingPost(tx, postId, 'key share');
        const comment = await insertComment(tx, postId, actor.id, text);
        if (post.userId !== actor.id) {
          await tell({
            userId: post.userId,
            kind: 'news-comment',
            text: NEWS_MESSAGES.commentNotification(actor.fullName),
            link: newsPostLink(postId),
          });
        }
        return comment;
      }),

    /** Its author deletes a comment, or an administrator moderating the feed (which the audit log records). */
    removeComment: (actor: Actor, postId: string, commentId: string) =>
      db.transaction(async (tx) => {
        const comment = orNotFound(await findComment(tx, postId, commentId), NEWS_MESSAGES.commentNotFound);
        if (comment.userId !== actor.id && !actor.isAdmin) throw forbidden(NEWS_MESSAGES.notYourComment);
        if (!(await deleteComment(tx, commentId))) throw notFound(NEWS_MESSAGES.commentNotFound);
        await logModeration(tx, actor, comment.userId, 'comment', commentId);
      }),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
