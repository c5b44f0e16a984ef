import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoom,
  type NewCannedReply,
  type SendMessage,
  type StartChat,
} from '@topgear/shared/chat';
import type { Page, PageQuery } from '@topgear/shared/pagination';
import { mayManage } from '@topgear/shared/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, orNotFound } from '../../http-errors';
import type { Mail } from '../../plugins/mail';
import type { Notifier } from '../../notifier';
import type { SessionUser } from '../../plugins/auth';
import { type SocketServer, userRoom } from '../../plugins/socket';
import {
  byId,
  byOwner,
  claimUnreadReplies,
  deleteCannedReply,
  deleteConversation,
  findConversation,
  findConversationView,
  insertCannedReply,
  insertMessage,
  listCannedReplies,
  listConversations,
  listMessages,
  markRead,
  recordMessage,
  type ConversationRow,
  type MessageView,
  type Side,
  upsertConversation,
} from './repository';

/** Every administrator's and manager's sockets: Chat Request's cards change as conversations do. */
export const SUPPORT_ROOM = 'chat:support';

/** The screen a reply notification leads to. */
const CHAT_LINK = '/dashboard/chat';

export interface ChatServiceDeps {
  db: Database;
  io: SocketServer;
  notifier: Notifier;
  auditor: Auditor;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A stored message as clients receive it; over the socket its Date travels as JSON, an ISO string. */
const toChatMessage = (row: MessageView) => ({
  id: row.id,
  clientId: row.clientId,
  conversationId: row.conversationId,
  author: { id: row.authorId, name: row.authorName, image: row.authorImage, support: row.fromSupport },
  text: row.text,
  createdAt: row.createdAt,
});

const pageOfMessages = ({ items, nextCursor }: Page<MessageView>) => ({ items: items.map(toChatMessage), nextCursor });

/**
 * Support chat: each person's one conversation with the support team (every administrator and
 * manager). Messages are stored before anyone receives them; the room of a conversation is joined
 * only through `join`, which lets its owner and the support team in and nobody else.
 */
export function createChatService({ db, io, notifier, auditor, mail, publicUrl, log }: ChatServiceDeps) {
  const view = async (executor: Executor, side: Side, id: string) =>
    orNotFound(await findConversationView(executor, side, byId(id)), CHAT_MESSAGES.notFound);

  /** The side `user` takes in the conversation: its owner's, or support's; anyone else finds nothing there. */
  function sideOf(user: SessionUser, conversation: ConversationRow | undefined): Side {
    if (conversation?.userId === user.id) return 'user';
    if (conversation && mayManage(user)) return 'support';
    throw notFound(CHAT_MESSAGES.notFound);
  }

  /**
   * Tells the support team's open Chat Request screens that a conversation changed. It runs after
   * the change committed: a failure is logged, and the screens catch up when they next load.
   */
  async function announce(conversationId: string) {
    try {
      const conversation = await findConversationView(db, 'support', byId(conversationId));
      if (conversation) io.to(SUPPORT_ROOM).emit(CHAT_EVENTS.conversationUpdated, conversation);
    } catch (error) {
      log.error({ err: error }, 'announcing a conversation change failed');
    }
  }

  /** Whether the conversation's owner has it open in a tab now, on any process. */
  async function ownerIsWatching(conversation: ConversationRow) {
    const watchers = await io.in(chatRoom(conversation.id)).fetchSockets();
    return watchers.some((socket) => socket.data.user.id === conversation.userId);
  }

  return {
    /** My conversation, or 404 before I start one. */
    async mine(userId: string) {
      return orNotFound(await findConversationView(db, 'user', byOwner(userId)), CHAT_MESSAGES.notStarted);
    },

    /** Starts my conversation with the name and email support should use (or updates them). */
    async start(userId: string, details: StartChat) {
      const id = await upsertConversation(db, userId, details);
      await announce(id);
      return view(db, 'user', id);
    },

    async myMessages(userId: string, page: PageQuery) {
      const mine = orNotFound(await findConversation(db, byOwner(userId)), CHAT_MESSAGES.notStarted);
      return pageOfMessages(await listMessages(db, mine.id, page));
    },

    list: (page: PageQuery) => listConversations(db, page),

    get: (id: string) => view(db, 'support', id),

    async messages(id: string, page: PageQuery) {
      orNotFound(await findConversation(db, byId(id)), CHAT_MESSAGES.notFound);
      return pageOfMessages(await listMessages(db, id, page));
    },

    /** Deletes a conversation and its messages; its watchers and its owner are told. */
    async remove(actor: SessionUser, id: string) {
      const deleted = await auditor.writeAndRecord(
        actor,
        async (tx) => orNotFound(await deleteConversation(tx, id), CHAT_MESSAGES.notFound),
        (conversation) => ({
          action: 'chat.deleted',
          summary: AUDIT_SUMMARIES.chatDeleted(conversation.name),
          subjectId: conversation.id,
        }),
      );
      io.to([SUPPORT_ROOM, userRoom(deleted.userId), chatRoom(id)]).emit(CHAT_EVENTS.conversationDeleted, { id });
      io.in(chatRoom(id)).socketsLeave(chatRoom(id));
    },

    /** Whom `user` may watch: their own conversation, or any as support. Returns it as their side sees it. */
    async join(user: SessionUser, conversationId: string) {
      const side = sideOf(user, await findConversation(db, byId(conversationId)));
      return view(db, side, conversationId);
    },

    /**
     * Stores the message, then sends it to the room. A resend with the same id is not stored
     * again; it is sent again, for the watchers who missed it (clients drop ids they hold). A reply
     * the owner is not watching becomes a notification, in the message's transaction. Says whether
     * the message is new.
     */
    async send(user: SessionUser, { conversationId, id, text }: SendMessage) {
      const conversation = orNotFound(await findConversation(db, byId(conversationId)), CHAT_MESSAGES.notFound);
      const side = sideOf(user, conversation);
      const fromSupport = side === 'support';
      const notifyOwner = fromSupport && !(await ownerIsWatching(conversation));
      const stored = await notifier.writeAndTell(async (tx, tell) => {
        const result = await insertMessage(tx, {
          conversationId,
          authorId: user.id,
          authorName: user.fullName,
          fromSupport,
          clientId: id,
          text,
        });
        if (result.message.conversationId !== conversationId) throw conflict('CONFLICT', CHAT_MESSAGES.idReused);
        if (!result.isNew) return result;
        await recordMessage(tx, side, conversationId, result.message.createdAt);
        if (notifyOwner) {
          await tell({
            userId: conversation.userId,
            kind: 'chat-reply',
            text: CHAT_MESSAGES.replyNotification(user.fullName),
            link: CHAT_LINK,
          });
        }
        return result;
      });
      // The picture the author's session knows: a sent message needs no second look at the account.
      const message = toChatMessage({ ...stored.message, authorImage: user.image });
      io.to(chatRoom(conversationId)).emit(CHAT_EVENTS.receiveMessage, message);
      // The sender's acknowledgement need not wait for the cards' update.
      if (stored.isNew) void announce(conversationId);
      return { message, isNew: stored.isNew };
    },

    /** This side has read the conversation up to now; for its owner, so have its reply notifications. */
    async markRead(user: SessionUser, conversationId: string) {
      const side = sideOf(user, await findConversation(db, byId(conversationId)));
      await markRead(db, side, conversationId);
      const conversation = await view(db, side, conversationId);
      // Support's view is what the other agents' cards show: it is their update too.
      if (side === 'support') io.to(SUPPORT_ROOM).emit(CHAT_EVENTS.conversationUpdated, conversation);
      // The replies that rang the bell while the person was away have now been read where they are.
      else await notifier.seen(user.id, CHAT_LINK);
      return conversation;
    },

    /**
     * Emails everyone who has had a reply unread for `unreadFor` ms, once per unread stretch. Run by
     * every process on a timer; the claim makes sure one of them sends each email.
     */
    async emailUnreadReplies(unreadFor: number) {
      const claimed = await db.transaction(async (tx) => {
        const due = await claimUnreadReplies(tx, unreadFor);
        for (const person of due) {
          await mail.enqueue(tx, {
            to: person.email,
            subject: CHAT_MESSAGES.replyEmailSubject,
            text: [
              `Hello ${person.name},`,
              '',
              'Our support team answered your chat, and the reply is waiting for you:',
              new URL(CHAT_LINK, publicUrl).toString(),
              '',
              'TopGear Perform',
            ].join('\n'),
          });
        }
        return due.length;
      });
      if (claimed > 0) mail.deliverSoon();
      return claimed;
    },

    cannedReplies: () => listCannedReplies(db),

    addCannedReply: (actor: SessionUser, reply: NewCannedReply) =>
      auditor.writeAndRecord(
        actor,
        async (tx) => {
          const added = await insertCannedReply(tx, reply);
          if (!added) {
            throw conflict('SHORTCUT_TAKEN', CHAT_MESSAGES.shortcutTaken, { shortcut: CHAT_MESSAGES.shortcutTaken });
          }
          return added;
        },
        (added) => ({
          action: 'chat.canned-reply-added',
          summary: AUDIT_SUMMARIES.cannedReplyAdded(added.shortcut),
          subjectId: added.id,
        }),
      ),

    removeCannedReply: (actor: SessionUser, id: string) =>
      auditor.writeAndRecord(
        actor,
        async (tx) => orNotFound(await deleteCannedReply(tx, id), CHAT_MESSAGES.cannedReplyNotFound),
        (removed) => ({
          action: 'chat.canned-reply-removed',
          summary: AUDIT_SUMMARIES.cannedReplyRemoved(removed.shortcut),
          subjectId: removed.id,
        }),
      ),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
