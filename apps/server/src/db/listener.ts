import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber to a channel is told. */
export interface ChannelHandlers {
  /** A notification committed on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * `false` as soon as notifications may be missed (the connection is lost), `true` once they
   * arrive again; whatever was learned from them before `true` may be out of date.
   */
  onListening(listening: boolean): void;
}

export interface ChannelSubscription {
  /**
   * Resolves `true` once every notification committed before the call has been handed to
   * `onNotify`, or `false` when that cannot be known now (not listening, or no answer in time).
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** How long `caughtUp` waits for the database before answering `false` and starting afresh. */
const CATCH_UP_TIMEOUT_MS = 2_000;
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'topgear-listener';

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would hand the LISTEN to whoever
 * borrows it next), reconnecting with growing pauses when the connection is lost.
 *
 * `caughtUp` sends an empty query on that connection. PostgreSQL signals the listening backend
 * before it reports a commit, and the backend sends pending notifications before it answers a
 * query, so the answer comes after every notification committed before the query was sent.
 * Callers share round trips: each waits for the first one sent after it called.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelSubscription> {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Callers waiting for the next round trip. */
  let waiting: Array<(caughtUp: boolean) => void> = [];
  /** The round trip on the wire: its callers, and when it was sent. */
  let inFlight: { callers: Array<(caughtUp: boolean) => void>; sentAt: number } | undefined;

  function lose(lost: pg.Client) {
    if (lost !== client) return;
    client = undefined;
    if (listening) {
      listening = false;
      handlers.onListening(false);
    }
    void lost.end().catch(() => {});
    if (!closed) retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lose(next);
      return;
    }
    if (client !== next) return;
    retryMs = FIRST_RETRY_MS;
    listening = true;
    handlers.onListening(true);
  }

  function answer(trip: NonNullable<typeof inFlight>, caughtUp: boolean) {
    if (inFlight !== trip) return;
    inFlight = undefined;
    for (const resolve of trip.callers) resolve(caughtUp);
    if (waiting.length > 0) setImmediate(sendRoundTrip);
  }

  function sendRoundTrip() {
    const current = client;
    const callers = waiting;
    waiting = [];
    if (!listening || !current) {
      for (const resolve of callers) resolve(false);
      return;
    }
    const trip = { callers, sentAt: performance.now() };
    inFlight = trip;
    current.query('').then(
      () => answer(trip, client === current && listening),
      () => answer(trip, false),
    );
  }

  // An unanswered round trip may mean a half-open connection, which never says so: a new
  // connection is the only way to know again.
  const watchdog = setInterval(() => {
    if (!inFlight || performance.now() - inFlight.sentAt < CATCH_UP_TIMEOUT_MS) return;
    answer(inFlight, false);
    if (client) lose(client);
  }, CATCH_UP_TIMEOUT_MS / 4).unref();

  function caughtUp(): Promise<boolean> {
    if (!listening) return Promise.resolve(false);
    return new Promise((resolve) => {
      // The first caller schedules a round trip after this turn of the event loop, so callers of
      // the same turn share it; callers arriving while one is on the wire wait for the next.
      if (waiting.push(resolve) === 1 && !inFlight) setImmediate(sendRoundTrip);
    });
  }

  await connect();
  return {
    caughtUp,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(watchdog);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database has one connection, shared with every query: PGlite hands a notification
 * to its listeners while it reads the answer of the statement that committed it, before that
 * statement's promise resolves, so a subscriber is always caught up.
 */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelSubscription> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening(true);
  return {
    caughtUp: () => Promise.resolve(true),
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}
