import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver } from './draft-saver';

const AT = new Date('2026-07-01T09:30:00Z');

/** A save the test answers when it likes. */
function controlledSave() {
  const calls: Array<{ value: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

describe('saving a draft as it is written', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the draft once, a second after the last change, and then says when it was saved', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    expect(saver.getState()).toEqual({ status: 'idle' });

    saver.change('H');
    vi.advanceTimersByTime(600);
    saver.change('He');
    vi.advanceTimersByTime(600);
    saver.change('Hello');
    expect(saver.getState()).toEqual({ status: 'pending' });
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Hello');
    expect(saver.getState()).toEqual({ status: 'saving' });

    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(saver.getState()).toEqual({ status: 'saved', at: AT });
    expect(saver.unsaved).toBe(false);
  });

  it('sends a change made during a save after it, never two saves at once', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    saver.change('first');
    vi.advanceTimersByTime(1_000);
    saver.change('second');
    expect(saver.getState()).toEqual({ status: 'saving' });
    vi.advanceTimersByTime(1_000);
    // The pause is over but the first save is still under way.
    expect(save).toHaveBeenCalledTimes(1);

    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('second');
    expect(saver.unsaved).toBe(true);

    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getState()).toEqual({ status: 'saved', at: AT });
  });

  it('keeps a failed draft and its failure until a retry saves it', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    saver.change('kept');
    vi.advanceTimersByTime(1_000);
    const failure = new Error('offline');
    calls[0]!.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getState()).toEqual({ status: 'failed', error: failure });
    expect(saver.unsaved).toBe(true);

    // Typing again keeps saying it failed until the next attempt starts.
    saver.change('kept, and more');
    expect(saver.getState()).toEqual({ status: 'failed', error: failure });

    const retried = saver.flush();
    expect(save).toHaveBeenLastCalledWith('kept, and more');
    calls[1]!.resolve();
    await expect(retried).resolves.toBe(true);
    expect(saver.getState()).toEqual({ status: 'saved', at: AT });
    // The retry took the change's place: no second save when its pause ends.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flushes at once, answering whether everything was saved', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    await expect(saver.flush()).resolves.toBe(true);
    expect(save).not.toHaveBeenCalled();

    saver.change('now');
    const flushed = saver.flush();
    expect(save).toHaveBeenCalledWith('now');
    calls[0]!.reject(new Error('refused'));
    await expect(flushed).resolves.toBe(false);
  });

  it('waits for the save under way, then sends what changed since', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    saver.change('one');
    vi.advanceTimersByTime(1_000);
    saver.change('two');
    const flushed = saver.flush();
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('two');
    calls[1]!.resolve();
    await expect(flushed).resolves.toBe(true);
    expect(saver.unsaved).toBe(false);
  });

  it('tells its listeners each time the state changes', async () => {
    const { save, calls } = controlledSave();
    const saver = new DraftSaver<string>({ save, now: () => AT });
    const seen: string[] = [];
    const unsubscribe = saver.subscribe(() => seen.push(saver.getState().status));
    saver.change('a');
    vi.advanceTimersByTime(1_000);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    saver.change('b');
    expect(seen).toEqual(['pending', 'saving', 'saved']);
  });
});
