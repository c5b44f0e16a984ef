/**
 * Runs `task` for many callers at once without serving anyone an answer older than their call.
 * The first caller starts a run; callers that arrive while it runs share the next run, which starts
 * when the current one ends. Under load the task runs at most twice per run time, however many
 * callers there are, and every caller's answer was computed after it asked, so it sees every write
 * committed before its call.
 */
export function coalesce<Result>(task: () => Promise<Result>): () => Promise<Result> {
  let running: Promise<Result> | undefined;
  let queued: Promise<Result> | undefined;

  const start = () => {
    const run = task().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };

  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
