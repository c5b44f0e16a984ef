import {
  cannedReplyInputSchema,
  cannedReplySchema,
  chatConversationPageSchema,
  chatConversationSchema,
  chatMessagePageSchema,
  startChatSchema,
} from '@topgear/shared/chat';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import { idParamsSchema } from '../../http-params';
import type { Notifier } from '../../notifier';
import { createChatService } from './service';
import { handleChatSockets } from './socket';

export interface ChatSettings {
  /** Messages one person may send per minute (CHAT_MESSAGES_PER_MINUTE unless a test needs fewer). */
  messagesPerMinute: number;
  /** How long a reply stays unread before its owner is emailed. */
  replyEmailAfterMs: number;
  /** How often each process looks for replies that have waited that long. */
  replyEmailSweepMs: number;
}

const tags = ['chat'];

export const chatRoutes: FastifyPluginAsyncZod<
  { notifier: Notifier; auditor: Auditor; publicUrl: string } & ChatSettings
> = async (app, { notifier, auditor, publicUrl, messagesPerMinute, replyEmailAfterMs, replyEmailSweepMs }) => {
  const chat = createChatService({
    db: app.db,
    io: app.io,
    notifier,
    auditor,
    mail: app.mail,
    publicUrl,
    log: app.log,
  });
  handleChatSockets(app.io, { chat, redis: app.redis, messagesPerMinute, log: app.log });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      chat.emailUnreadReplies(replyEmailAfterMs).catch((error: unknown) => {
        app.log.error({ err: error }, 'emailing unread chat replies failed');
      });
    }, replyEmailSweepMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/chat/conversation',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'My support conversation, with what I have not read; 404 until I start one',
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => chat.mine(request.user.id),
  );

  app.put(
    '/chat/conversation',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Start my support conversation (Start Chat), or change the name and email support sees',
        body: startChatSchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => chat.start(request.user.id, request.body),
  );

  app.get(
    '/chat/conversation/messages',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'My conversation’s messages, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: chatMessagePageSchema },
      },
    },
    async (request) => chat.myMessages(request.user.id, request.query),
  );

  app.get(
    '/chat/conversations',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'Chat Request: every conversation, the latest activity first, with what support has not read',
        querystring: pageQuerySchema,
        response: { 200: chatConversationPageSchema },
      },
    },
    async (request) => chat.list(request.query),
  );

  app.get(
    '/chat/conversations/:id',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'One conversation, as support sees it',
        params: idParamsSchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => chat.get(request.params.id),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'A conversation’s messages, newest first, a page at a time',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: chatMessagePageSchema },
      },
    },
    async (request) => chat.messages(request.params.id, request.query),
  );

  app.delete(
    '/chat/conversations/:id',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'Delete a conversation and its messages',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await chat.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/chat/canned-replies',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'The canned replies support inserts with /shortcut, by shortcut',
        response: { 200: z.array(cannedReplySchema) },
      },
    },
    async () => chat.cannedReplies(),
  );

  app.post(
    '/chat/canned-replies',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'Add a canned reply; 409 when its shortcut is taken',
        body: cannedReplyInputSchema,
        response: { 201: cannedReplySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await chat.addCannedReply(request.user, request.body)),
  );

  app.delete(
    '/chat/canned-replies/:id',
    {
      preValidation: app.requireManager,
      schema: {
        tags,
        summary: 'Remove a canned reply',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await chat.removeCannedReply(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
