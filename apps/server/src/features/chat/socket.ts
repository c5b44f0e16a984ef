import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoom,
  conversationRefSchema,
  sendMessageSchema,
  type ChatAck,
  type ChatError,
  type ChatErrorCode,
  type ChatTyping,
} from '@topgear/shared/chat';
import { mayManage } from '@topgear/shared/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { HttpError } from '../../http-errors';
import type { ServerSocket, SocketServer } from '../../plugins/socket';
import { rateCounter, retryAfterSeconds } from '../../rate-counter';
import { SUPPORT_ROOM, type ChatService } from './service';

const codeOf: Record<number, ChatErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

class ChatRefusal extends Error {
  constructor(readonly refusal: Omit<ChatError, 'event'>) {
    super(refusal.message);
  }
}

export interface ChatSocketOptions {
  chat: ChatService;
  redis: Redis | undefined;
  messagesPerMinute: number;
  log: FastifyBaseLogger;
}

/**
 * The chat's Socket.IO events (docs/api.md). Every payload is checked against its schema, the
 * author and the rooms come from the session the socket connected with, and each failure is
 * answered with a `ChatError`: through the acknowledgement when the client asked for one, and as a
 * `chat_error` event always, for clients that did not.
 */
export function handleChatSockets(io: SocketServer, { chat, redis, messagesPerMinute, log }: ChatSocketOptions) {
  // Per person, not per socket or process: several tabs or processes share one allowance.
  const sendLimit = rateCounter(redis, 'chat:send', messagesPerMinute, 60);

  async function admitMessage(userId: string) {
    try {
      await sendLimit.consume(userId);
    } catch (refusal) {
      throw new ChatRefusal({
        code: 'TOO_MANY_REQUESTS',
        message: CHAT_MESSAGES.tooManyMessages,
        retryAfter: retryAfterSeconds(refusal),
      });
    }
  }

  function refusalOf(error: unknown): Omit<ChatError, 'event'> {
    if (error instanceof ChatRefusal) return error.refusal;
    if (error instanceof HttpError && codeOf[error.statusCode]) {
      return { code: codeOf[error.statusCode] ?? 'INTERNAL', message: error.message };
    }
    log.error({ err: error }, 'a chat event failed');
    return { code: 'INTERNAL', message: CHAT_MESSAGES.failed };
  }

  /**
   * Listens to `event` on the socket: parses its payload with `schema`, runs `action`, and answers
   * the acknowledgement (if any) with the result or the refusal.
   */
  function on<Schema extends z.ZodType, Result extends object>(
    socket: ServerSocket,
    event: string,
    schema: Schema,
    action: (payload: z.infer<Schema>) => Promise<Result>,
  ) {
    socket.on(event, async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: ChatAck<Result>) => void) : undefined;
      try {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          throw new ChatRefusal({
            code: 'VALIDATION_FAILED',
            message: parsed.error.issues[0]?.message ?? CHAT_MESSAGES.failed,
          });
        }
        const result = await action(parsed.data);
        reply?.({ ok: true, ...result });
      } catch (error) {
        const refusal: ChatError = { event, ...refusalOf(error), ...idOf(event, payload) };
        reply?.({ ok: false, error: refusal });
        socket.emit(CHAT_EVENTS.error, refusal);
      }
    });
  }

  io.on('connection', (socket) => {
    const { user } = socket.data;
    if (mayManage(user)) void socket.join(SUPPORT_ROOM);
    /** The conversations this socket joined as support rather than as their owner. */
    const answering = new Set<string>();

    on(socket, CHAT_EVENTS.joinRoom, conversationRefSchema, async ({ conversationId }) => {
      const conversation = await chat.join(user, conversationId);
      if (conversation.userId !== user.id) answering.add(conversationId);
      await socket.join(chatRoom(conversationId));
      return { conversation };
    });

    on(socket, CHAT_EVENTS.leaveRoom, conversationRefSchema, async ({ conversationId }) => {
      await socket.leave(chatRoom(conversationId));
      return {};
    });

    on(socket, CHAT_EVENTS.sendMessage, sendMessageSchema, async (sending) => {
      await admitMessage(user.id);
      const { message, isNew } = await chat.send(user, sending);
      // A resend after a reconnect is the same message: it gives back what it took of the allowance.
      if (!isNew) await sendLimit.reward(user.id);
      return { message };
    });

    on(socket, CHAT_EVENTS.markRead, conversationRefSchema, async ({ conversationId }) => ({
      conversation: await chat.markRead(user, conversationId),
    }));

    // Only a socket let into the room may say it is typing there; nothing is stored.
    on(socket, CHAT_EVENTS.typing, conversationRefSchema, async ({ conversationId }) => {
      const room = chatRoom(conversationId);
      if (!socket.rooms.has(room)) throw new ChatRefusal({ code: 'NOT_FOUND', message: CHAT_MESSAGES.notJoined });
      const typing: ChatTyping = {
        conversationId,
        author: { id: user.id, name: user.fullName, image: user.image, support: answering.has(conversationId) },
      };
      socket.to(room).emit(CHAT_EVENTS.typing, typing);
      return {};
    });
  });
}

/** A failed send names the message it refused, so the client can mark that one. */
function idOf(event: string, payload: unknown) {
  if (event !== CHAT_EVENTS.sendMessage || typeof payload !== 'object' || payload === null) return {};
  const { id } = payload as { id?: unknown };
  return typeof id === 'string' && id.length <= 100 ? { id } : {};
}
