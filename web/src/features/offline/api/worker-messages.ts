/** What the service worker tells the app's open pages after it drained the outbox. */
export const WORKER_MESSAGES = {
  /** Rows went through: the page announces them. */
  drained: 'OUTBOX_DRAINED',
  /**
   * The server refused the session a row went under (`userId`, its author): the page ends that
   * person's session too, as it does for its own refused requests (the worker's answer reaches
   * no page's listeners); someone who signed in since stays signed in.
   */
  sessionRefused: 'SESSION_REFUSED',
} as const;
