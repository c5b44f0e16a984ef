import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A task whose runs the test finishes by hand, numbered from 1. */
function manualTask() {
  const finishers: Array<(ok: boolean) => void> = [];
  const task = () =>
    new Promise<number>((resolve, reject) => {
      const run = finishers.length + 1;
      finishers.push((ok) => (ok ? resolve(run) : reject(new Error(`run ${run} failed`))));
    });
  return { task, finishers, finish: (run: number, ok = true) => finishers[run - 1]!(ok) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesce', () => {
  it('gives callers who arrive during a run the next run, never the one already under way', async () => {
    const { task, finishers, finish } = manualTask();
    const shared = coalesce(task);

    const first = shared();
    const second = shared();
    const third = shared();
    expect(finishers).toHaveLength(1);

    finish(1);
    await expect(first).resolves.toBe(1);
    await settle();
    expect(finishers).toHaveLength(2);
    const fourth = shared();
    finish(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);

    await settle();
    finish(3);
    await expect(fourth).resolves.toBe(3);
    expect(finishers).toHaveLength(3);
  });

  it('starts afresh once nothing runs, and a failed run fails only its own callers', async () => {
    const { task, finish } = manualTask();
    const shared = coalesce(task);

    const failing = shared();
    const waiting = shared();
    finish(1, false);
    await expect(failing).rejects.toThrow('run 1 failed');
    await settle();
    finish(2);
    await expect(waiting).resolves.toBe(2);

    const later = shared();
    finish(3);
    await expect(later).resolves.toBe(3);
  });
});
