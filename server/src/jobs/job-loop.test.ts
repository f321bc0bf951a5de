import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log.ts';
import { createJob, startJobs } from './job-loop.ts';

/** A run that finishes only when the test says so. */
function gatedRuns() {
  const gates: (() => void)[] = [];
  let runs = 0;
  const run = () => {
    runs += 1;
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  return { run, runs: () => runs, release: () => gates.shift()?.() };
}

describe('a job', () => {
  it('never overlaps its runs, and runs once more for the asks made during one', async () => {
    const g = gatedRuns();
    const job = createJob('test', g.run, createLogger('silent'));
    job.kick();
    job.kick();
    job.kick();
    expect(g.runs()).toBe(1);
    g.release();
    await vi.waitFor(() => expect(g.runs()).toBe(2));
    g.release();
    await job.idle();
    expect(g.runs()).toBe(2);
  });

  it('logs a failed run and keeps going', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    let calls = 0;
    const job = createJob(
      'flaky',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
      },
      logger,
    );
    job.kick();
    await job.idle();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'job run failed');
    job.kick();
    await job.idle();
    expect(calls).toBe(2);
  });

  it('starts with a run, and stopping waits for the run in progress', async () => {
    const g = gatedRuns();
    const stop = startJobs([{ job: createJob('gated', g.run, createLogger('silent')), intervalMs: 3_600_000 }]);
    expect(g.runs()).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    g.release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
