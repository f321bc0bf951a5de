/** What the service worker tells the app's open pages after it drained the outbox. */
export const WORKER_MESSAGES = {
  /** Rows went through: the page announces them. */
  drained: 'OUTBOX_DRAINED',
  /**
   * The server refused the session a row went under: the page ends that session too, as it does
   * for its own refused requests (the worker's answer reaches no page's listeners).
   */
  sessionRefused: 'SESSION_REFUSED',
} as const;
