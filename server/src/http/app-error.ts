import type { ErrorCode } from '@shop/shared/api/error.schema';

/** The one error type of the server: a status, a machine code and a human message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
