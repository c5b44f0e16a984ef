import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';
import { requiredText } from './text';
import { emailSchema } from './users';

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 100;
/** Messages one person may send per minute, across all their tabs and every process. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
export const CANNED_REPLY_SHORTCUT_MAX = 30;
export const CANNED_REPLY_TEXT_MAX = 1000;
/** How long a typing indicator stays without a new `typing` event. */
export const CHAT_TYPING_SHOWN_MS = 3000;

export const CHAT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  messageRequired: 'Please write a message',
  messageTooLong: `A message can have at most ${CHAT_MESSAGE_MAX} characters`,
  idInvalid: 'Each message needs an id of its own (a UUID).',
  conversationInvalid: 'Please choose a conversation.',
  notFound: 'We could not find this conversation. It may have been deleted.',
  notStarted: 'Start a chat first.',
  idReused: 'This message id was already used for another message.',
  tooManyMessages: `You can send at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Please wait a moment.`,
  notJoined: 'Open the conversation first.',
  failed: 'Something went wrong on our side. Please try again.',
  deleted: 'Successfully deleted',
  shortcutRequired: 'Please enter a shortcut',
  shortcutInvalid: 'A shortcut is one word of letters, digits and dashes',
  shortcutTaken: 'There is already a canned reply with this shortcut.',
  cannedTextRequired: 'Please write the reply',
  cannedReplyNotFound: 'We could not find this canned reply. It may have been deleted.',
  cannedReplyAdded: 'Canned reply added',
  cannedReplyRemoved: 'Canned reply removed',
  /** The person's notification when support answers while they are away from the chat. */
  replyNotification: (supportName: string) => `${supportName} answered your support chat`,
  replyEmailSubject: 'Support answered your chat',
} as const;

/** The Start Chat form: who the support team is talking to (prefilled from the profile). */
export const startChatSchema = z.object({
  name: requiredText('name', { max: CHAT_NAME_MAX, required: CHAT_MESSAGES.nameRequired }),
  email: z.string({ error: CHAT_MESSAGES.emailRequired }).trim().min(1, CHAT_MESSAGES.emailRequired).pipe(emailSchema),
});
export type StartChat = z.infer<typeof startChatSchema>;

/** Who wrote a message: an account (null once it is deleted), its name then, and which side it spoke for. */
export const chatAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** Their picture as it is now; null without one. */
  image: z.string().nullable(),
  /** Written by an administrator or manager answering, not by the person who started the chat. */
  support: z.boolean(),
});
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  /** The id its author's client gave it when sending: how that client knows its own message when it comes back. */
  clientId: z.string(),
  conversationId: z.string(),
  author: chatAuthorSchema,
  text: z.string(),
  createdAt: instantSchema,
});
/** A message as a client receives it, over the socket or in a history page. */
export type ChatMessage = z.input<typeof chatMessageSchema>;

/** A page of a conversation's history, newest first: a client shows it reversed and asks for older pages on scroll-up. */
export const chatMessagePageSchema = pageSchema(chatMessageSchema);

/**
 * A support conversation, seen by one side: the person who started it, or the support team (every
 * administrator and manager shares one read marker, as Chatwoot's agents share a conversation).
 */
export const chatConversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  /** The person's picture; null without one. */
  image: z.string().nullable(),
  email: z.string(),
  createdAt: instantSchema,
  lastMessage: z.object({ text: z.string(), support: z.boolean(), createdAt: instantSchema }).nullable(),
  /** Messages from the other side that this side has not read. */
  unread: z.number().int().min(0),
  /** Until when this side has read; later messages from the other side are new. */
  readAt: instantSchema.nullable(),
});
export type ChatConversation = z.input<typeof chatConversationSchema>;

export const chatConversationPageSchema = pageSchema(chatConversationSchema);

const SHORTCUT_PATTERN = /^[\p{L}\p{N}-]+$/u;

export const cannedReplyInputSchema = z.object({
  // Lower case before the checks: lowering can lengthen a word ('İ' becomes two characters).
  shortcut: z
    .string({ error: CHAT_MESSAGES.shortcutRequired })
    .trim()
    .toLowerCase()
    .min(1, CHAT_MESSAGES.shortcutRequired)
    .max(CANNED_REPLY_SHORTCUT_MAX, `The shortcut can have at most ${CANNED_REPLY_SHORTCUT_MAX} characters`)
    .regex(SHORTCUT_PATTERN, CHAT_MESSAGES.shortcutInvalid),
  text: requiredText('reply', {
    max: CANNED_REPLY_TEXT_MAX,
    multiline: true,
    required: CHAT_MESSAGES.cannedTextRequired,
  }),
});
export type CannedReplyInput = z.input<typeof cannedReplyInputSchema>;
/** A canned reply as the server stores it: trimmed, its shortcut in lower case. */
export type NewCannedReply = z.infer<typeof cannedReplyInputSchema>;

export const cannedReplySchema = z.object({
  id: z.string(),
  shortcut: z.string(),
  text: z.string(),
  createdAt: instantSchema,
});
export type CannedReply = z.input<typeof cannedReplySchema>;

/** Socket.IO events of the support chat (see docs/api.md). */
export const CHAT_EVENTS = {
  /** client → server, `{ conversationId }`, ack `ChatAck<{ conversation }>`: watch a conversation. */
  joinRoom: 'join_room',
  /** client → server, `{ conversationId }`: stop watching it. */
  leaveRoom: 'leave_room',
  /** client → server, `SendMessage`, ack `ChatAck<{ message }>`. */
  sendMessage: 'send_message',
  /** server → the conversation's room, a `ChatMessage`, once it is stored. */
  receiveMessage: 'receive_message',
  /** client → server `{ conversationId }`; server → the room's other sockets `ChatTyping`. */
  typing: 'typing',
  /** client → server, `{ conversationId }`, ack `ChatAck<{ conversation }>`: this side has read everything so far. */
  markRead: 'mark_read',
  /** server → every administrator's and manager's sockets: a `ChatConversation`, as support sees it, changed (started, new message, read by support). */
  conversationUpdated: 'conversation_updated',
  /** server → the support team and the owner, `{ id }`: a conversation was deleted. */
  conversationDeleted: 'conversation_deleted',
  /** server → the socket whose request failed, a `ChatError`. */
  error: 'chat_error',
} as const;

export const conversationRefSchema = z.object(
  { conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid) },
  { error: CHAT_MESSAGES.conversationInvalid },
);
export type ConversationRef = z.infer<typeof conversationRefSchema>;

export const sendMessageSchema = z.object(
  {
    conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid),
    /** Chosen by the sending client, so a message resent after a reconnect is stored once. */
    id: z.uuid(CHAT_MESSAGES.idInvalid),
    text: z
      .string({ error: CHAT_MESSAGES.messageRequired })
      .trim()
      .min(1, CHAT_MESSAGES.messageRequired)
      .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong)
      .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'A message may not contain control characters'),
  },
  { error: CHAT_MESSAGES.messageRequired },
);
export type SendMessage = z.infer<typeof sendMessageSchema>;

export type ChatErrorCode = 'VALIDATION_FAILED' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS' | 'CONFLICT' | 'INTERNAL';

export interface ChatError {
  code: ChatErrorCode;
  message: string;
  /** The event that failed, and the message id when it was a send. */
  event: string;
  id?: string;
  /** Seconds to wait, when the limit was reached. */
  retryAfter?: number;
}

export type ChatAck<Result> = ({ ok: true } & Result) | { ok: false; error: ChatError };

export interface ChatTyping {
  conversationId: string;
  author: ChatAuthor;
}

/** The room of one conversation's watchers; the server alone puts sockets in it. */
export const chatRoom = (conversationId: string) => `chat:${conversationId}`;

/** A chat message's time as the product always showed it: hours unpadded, minutes two digits ('9:05'). */
export function chatTime(instant: Date | string) {
  const date = new Date(instant);
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}
