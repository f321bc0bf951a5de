/** HTTP headers of the idempotency contract (kept free of zod so the app shell stays small). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
