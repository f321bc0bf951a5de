import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';

/** The nice value of a thread whose work no request waits on. */
export const BACKGROUND_NICE = 10;

/**
 * Gives the calling thread a lower CPU priority (nice BACKGROUND_NICE) where the system can say
 * which thread it is: on Linux /proc/thread-self names it, and a priority set by thread id holds
 * for that thread alone. When the cores are all busy, the threads answering requests then go
 * first and this one takes what they leave; on an idle machine nothing changes. Only ever lowers
 * (a thread already nicer keeps its value). Answers whether the priority was set; elsewhere, or
 * when the system refuses, nothing happens and the thread runs as before.
 */
export function runInBackground(): boolean {
  try {
    const thread = Number(path.basename(readlinkSync('/proc/thread-self')));
    if (!Number.isInteger(thread) || thread <= 0) return false;
    setPriority(thread, Math.max(getPriority(thread), BACKGROUND_NICE));
    return true;
  } catch {
    return false;
  }
}
