import type { ChatAck, ChatError } from '@topgear/shared/chat';
import type { Socket } from 'socket.io-client';
import { CHAT_TEXTS } from '../texts';

/** How long a request waits for the server's answer before it counts as failed. */
const ANSWER_TIMEOUT_MS = 15_000;

/** No answer came: the time ran out, or the connection was lost on the way. The server may still have acted. */
export interface Unanswered {
  ok: false;
  unanswered: true;
  error: ChatError;
}

/**
 * Emits a chat event and waits for the server's acknowledgement. No answer in time, or the
 * connection lost on the way (Socket.IO fails those at once), comes back as a failure of the same
 * shape as the server's refusals, marked `unanswered`.
 */
export async function request<Result>(
  socket: Socket,
  event: string,
  payload: object,
): Promise<ChatAck<Result> | Unanswered> {
  try {
    return (await socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck(event, payload)) as ChatAck<Result>;
  } catch {
    return { ok: false, unanswered: true, error: { code: 'INTERNAL', message: CHAT_TEXTS.noAnswer, event } };
  }
}
