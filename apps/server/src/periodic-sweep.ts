import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` in this process once the app is ready and then every `intervalMs`: one sweep at a
 * time, and the one under way is waited for before the app (and its database) closes. A failed
 * sweep is logged as `what failed` and tried again at the next tick.
 */
export function sweepPeriodically(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  sweep: () => Promise<unknown>,
) {
  let sweeping: Promise<void> | undefined;
  const run = () => {
    sweeping ??= sweep()
      .then(
        () => {},
        (error: unknown) => app.log.error({ err: error }, `${what} failed`),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
