import type { Logger } from '../log.ts';

/** Work a server does on its own: on a timer, and sooner when asked (after a commit). */
export interface Job {
  readonly name: string;
  /** Asks for a run soon; runs never overlap within one process, and an ask during a run runs once more after it. */
  kick(): void;
  /** Resolves when no run is going on. */
  idle(): Promise<void>;
  /** Runs now, then every `intervalMs`, until stopped. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for the current run. */
  stop(): Promise<void>;
}

/** A job from the function that does one run of it; its failures are logged, never thrown. */
export function createJob(name: string, run: () => Promise<unknown>, logger: Logger): Job {
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((err: unknown) => logger.error({ err, job: name }, 'job run failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const idle = async () => {
    while (running) await running;
  };
  return {
    name,
    kick,
    idle,
    start(intervalMs) {
      clearInterval(timer);
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      await idle();
    },
  };
}

/** Starts each job at its interval; the answer stops them all. */
export function startJobs(jobs: { job: Job; intervalMs: number }[]): () => Promise<void> {
  for (const { job, intervalMs } of jobs) job.start(intervalMs);
  return async () => {
    await Promise.all(jobs.map(({ job }) => job.stop()));
  };
}
