/** HTTP headers of the idempotency contract (kept free of zod so the app shell stays small). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Set on an answer to a request whose session cookie the server refused (ended, timed out). */
export const SESSION_REFUSED_HEADER = 'Session-Refused';
