/** Told how long one statement took, in seconds (the metrics' statement histogram, server/metrics/metrics.ts). */
export type StatementObserver = (seconds: number) => void;

/**
 * Who wants statement times, and the timing itself (docs/decisions/0050-health-and-metrics.md).
 * With nobody observing (no METRICS_TOKEN) a statement pays one size check and nothing else; with
 * an observer, one performance.now() pair and a histogram observe. Failed statements are timed
 * too: a statement that waited 30 s for a lock and then failed took 30 s of the database.
 */
export class StatementTimer {
  readonly #observers = new Set<StatementObserver>();

  /** Adds an observer; returns the function that removes it (an app removes its own when it closes). */
  observe(observer: StatementObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** performance.now() when someone observes, else undefined: the start to pass to `done`. */
  start(): number | undefined {
    return this.#observers.size > 0 ? performance.now() : undefined;
  }

  done(start: number | undefined): void {
    if (start === undefined) return;
    const seconds = (performance.now() - start) / 1000;
    for (const observer of this.#observers) observer(seconds);
  }

  /** Runs `statement`, timed when someone observes. */
  async time<T>(statement: () => Promise<T>): Promise<T> {
    const start = this.start();
    try {
      return await statement();
    } finally {
      this.done(start);
    }
  }
}
