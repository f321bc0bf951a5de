import type { User } from '@shop/shared/auth/auth.schema';

export interface AuthUser extends User {
  tokenVersion: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user, decided by the server from a verified token; null when anonymous. */
      user?: AuthUser | null;
      /** An appointment's tracking token from ?t=, once a policy has found it right. */
      trackingToken?: string;
    }
  }
}
