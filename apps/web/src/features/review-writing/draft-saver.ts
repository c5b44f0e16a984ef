/** Where the draft stands, for the line that says so. */
export type SaveState =
  | { status: 'idle' }
  /** Changed; saved once the writer pauses. */
  | { status: 'pending' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  /** The last attempt failed: what is typed is kept, and saved by the next change or a retry. */
  | { status: 'failed'; error: unknown };

export interface DraftSaverOptions<Value> {
  /** Sends the whole draft; rejects when it was not saved. */
  save: (value: Value) => Promise<unknown>;
  /** How long after the last change the draft is sent, in milliseconds. */
  delay?: number;
  now?: () => Date;
}

export const SAVE_DELAY_MS = 1_000;

/**
 * Saves a draft as it is written: a change is sent once the writer has paused for `delay`, the
 * whole draft at a time, and one save at a time (a change made while a save is under way is sent
 * after it). A failed save keeps the draft to send again. Plain TypeScript, so it is tested alone;
 * `useSyncExternalStore` reads its state.
 */
export class DraftSaver<Value> {
  private state: SaveState = { status: 'idle' };
  private latest: Value | undefined;
  /** Counts changes; what the server has is `savedVersion`. */
  private version = 0;
  private savedVersion = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<boolean> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly delay: number;
  private readonly now: () => Date;

  constructor(private readonly options: DraftSaverOptions<Value>) {
    this.delay = options.delay ?? SAVE_DELAY_MS;
    this.now = options.now ?? (() => new Date());
  }

  readonly getState = (): SaveState => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Changes made that the server does not have yet. */
  get unsaved() {
    return this.version > this.savedVersion;
  }

  /** The draft changed: it is sent once the writer pauses. */
  change(value: Value) {
    this.latest = value;
    this.version += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delay);
    // A failure stays said until the next attempt starts; a save under way says so until it ends.
    if (this.state.status !== 'saving' && this.state.status !== 'failed') this.set({ status: 'pending' });
  }

  /**
   * Sends what is unsaved now, without waiting for the pause (after the save under way, if any).
   * Resolves true once the server has every change made before the call, false when a save failed.
   */
  flush(): Promise<boolean> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) return this.running.then(() => this.flush());
    if (!this.unsaved) return Promise.resolve(true);

    const version = this.version;
    this.set({ status: 'saving' });
    const running = this.options.save(this.latest as Value).then(
      () => {
        this.savedVersion = Math.max(this.savedVersion, version);
        this.set(this.unsaved ? { status: 'pending' } : { status: 'saved', at: this.now() });
        return true;
      },
      (error: unknown) => {
        this.set({ status: 'failed', error });
        return false;
      },
    );
    this.running = running.finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private set(state: SaveState) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}
