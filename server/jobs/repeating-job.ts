import type { AppMetrics, JobName } from '../metrics/metrics';

export interface RepeatingJob {
  /** Resolves when the pass under way (if any) is over; no pass starts after it. */
  stop(): Promise<void>;
  /** The pass under way, or the last one: tests wait on it instead of on the clock. */
  readonly idle: Promise<void>;
}

export interface RepeatingJobOptions {
  intervalMs: number;
  /** A failed pass is reported and the next one tries again. */
  onError: (error: unknown) => void;
  /** With `metrics` (main.ts passes the app's), each pass is counted in `czc_job_runs_total` under `name`. */
  name?: JobName;
  metrics?: Pick<AppMetrics, 'jobRan'> | undefined;
}

/**
 * The timer of every job (docs/architecture.md §3 `server/jobs/`): a pass at start, then one every `intervalMs`
 * after the previous pass is over, so passes of one instance never overlap. The timer does not
 * keep the process alive; main.ts stops the jobs before it closes the database.
 */
export function startRepeatingJob(pass: () => Promise<unknown>, { intervalMs, onError, name, metrics }: RepeatingJobOptions): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const count = (ok: boolean): void => {
    if (name) metrics?.jobRan(name, ok);
  };
  const run = () => {
    running = Promise.resolve()
      .then(pass)
      .then(
        () => count(true),
        (error: unknown) => {
          count(false);
          onError(error);
        },
      );
    void running.then(() => {
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get idle() {
      return running;
    },
  };
}
