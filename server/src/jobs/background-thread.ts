import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/** The nice value of a thread whose work no request waits on. */
export const BACKGROUND_NICE = 10;

/**
 * Gives the calling worker thread a lower CPU priority (nice BACKGROUND_NICE) where the system can
 * say which thread it is: on Linux /proc/thread-self names it, and a priority set by thread id
 * holds for that thread alone. When the cores are all busy, the threads answering requests then
 * go first and this one takes what they leave; on an idle machine nothing changes. Only ever
 * lowers (a thread already nicer keeps its value), and never the main thread, whose id is the
 * process's. Threads this one starts later inherit the value; libuv's pool is not among them, as
 * the main thread starts it long before (the server reads its files and opens its database).
 * Answers whether the priority was set; elsewhere, or when the system refuses, nothing happens.
 */
export function runInBackground(): boolean {
  if (isMainThread) return false;
  try {
    // `<pid>/task/<tid>`: a /proc of another PID namespace would name another process.
    const [pid, , tid] = readlinkSync('/proc/thread-self').split('/').map(Number);
    if (pid !== process.pid || !Number.isInteger(tid) || tid! <= 0 || tid === pid) return false;
    setPriority(tid!, Math.max(getPriority(tid), BACKGROUND_NICE));
    return true;
  } catch {
    return false;
  }
}
