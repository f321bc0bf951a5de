/**
 * Finds out soon that the network is back when nothing tells the page: a dead Wi-Fi uplink or a
 * restarted server leaves `navigator.onLine` true, and Safari and Firefox have no Background Sync.
 * While a send has just found no network, it asks the server's health route at growing intervals
 * (1 s, 1.5 s, ... at most every 4 s; every 15 s after five minutes) and calls `onBack` once it
 * answers. A GET of /api/health is all a down server sees; nothing is sent until it answers.
 */
export interface ProbeOptions {
  onBack: () => Promise<boolean>;
  answers?: () => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const FIRST_MS = 1_000;
const GROWTH = 1.5;
const MAX_MS = 4_000;
const PATIENT_AFTER_MS = 5 * 60_000;
const PATIENT_MS = 15_000;

/** The wait before the probe after `waited` ms of probing, given the last wait. */
export function nextWait(last: number | null, waited: number): number {
  if (waited >= PATIENT_AFTER_MS) return PATIENT_MS;
  return last === null ? FIRST_MS : Math.min(MAX_MS, Math.round(last * GROWTH));
}

async function healthAnswers(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

let running = false;

/**
 * Probes until the server answers and `onBack` reports the network is still missing no more
 * (it answers true while sends still find no network). One probe loop per page.
 */
export async function probeUntilBack(o: ProbeOptions): Promise<void> {
  if (running) return;
  running = true;
  const answers = o.answers ?? healthAnswers;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = o.now ?? Date.now;
  const start = now();
  let wait: number | null = null;
  try {
    for (;;) {
      wait = nextWait(wait, now() - start);
      await sleep(wait);
      if ((await answers()) && !(await o.onBack())) return;
    }
  } finally {
    running = false;
  }
}
