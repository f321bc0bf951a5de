import express, { type Request, type Router } from 'express';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@shop/shared/auth/auth.schema';
import { authMessages as m } from '@shop/shared/auth/messages';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { assertAccountMailAllowed, countAccountMail } from './account-mail-limit.ts';
import { loginGuard } from './login-guard.ts';
import { hashPassword } from './passwords.ts';
import { assertResetTokenUsable, login, logout, requestPasswordReset, resetPassword } from './auth.service.ts';
import { assertRegistrationOpen, assertRegistrationPassword, confirmEmail, register } from './registration.ts';
import { clearSessionCookie, requireUser, setSessionCookie, USER_SESSION_MINUTES } from './session.ts';

export function authRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write = <P>(h: WriteHandler<P>, prepare?: (req: Request) => Promise<P>) => writeRoute(deps, h, { prepare });
  // Cheap checks first: a password is hashed only for a request that could succeed.
  const address = (req: Request) => req.ip ?? 'unknown';
  const hashForRegister = async (req: Request) => {
    const { password } = registerSchema.parse(req.body);
    await assertRegistrationOpen(deps.db, deps);
    await assertAccountMailAllowed(deps.db, deps, address(req));
    return hashPassword(password, deps.config.scryptCost);
  };
  const hashForReset = async (req: Request) => {
    const { token, password } = resetPasswordSchema.parse(req.body);
    await assertResetTokenUsable(deps, token);
    return hashPassword(password, deps.config.scryptCost);
  };

  r.post('/login', async (req, res) => {
    const body = loginSchema.parse(req.body);
    const guard = loginGuard(deps, body.email, req.ip ?? 'unknown');
    await guard.check();
    const { token, expiresAt, user } = await login(deps, body.email, body.password).catch(async (err: unknown) => {
      if (err instanceof AppError && err.status === 401) await guard.failed();
      throw err;
    });
    await guard.succeeded();
    const persistent = body.remember === true && user.role !== 'admin';
    setSessionCookie(req, res, { token, userId: user.id }, persistent ? USER_SESSION_MINUTES * 60_000 : null);
    res.json({ success: true, token, user, expiresAt: expiresAt.toISOString() });
  });

  r.post(
    '/register',
    write(async (req, trx, passwordHash) => {
      const body = registerSchema.parse(req.body);
      await countAccountMail(trx, deps, address(req));
      await register(trx, deps, body, passwordHash, mailOrigin(deps));
      return { status: 201, body: { success: true, message: m.confirmEmailSent(body.email) } };
    }, hashForRegister),
  );

  r.post(
    '/confirm-email',
    write(
      async (req, trx) => {
        await confirmEmail(trx, deps, confirmEmailSchema.parse(req.body).token);
        return { status: 200, body: { success: true, message: m.emailConfirmed } };
      },
      (req) => assertRegistrationPassword(deps, confirmEmailSchema.parse(req.body), address(req)),
    ),
  );

  r.post(
    '/forgot-password',
    write(async (req, trx) => {
      const { email } = forgotPasswordSchema.parse(req.body);
      await countAccountMail(trx, deps, address(req));
      await requestPasswordReset(trx, deps, email, mailOrigin(deps));
      return { status: 200, body: { success: true, message: m.forgotPasswordSent(email) } };
    }),
  );

  r.post(
    '/reset-password',
    write(async (req, trx, passwordHash) => {
      const body = resetPasswordSchema.parse(req.body);
      await resetPassword(trx, deps, body.token, passwordHash);
      return { status: 200, body: { success: true, message: m.passwordResetDone } };
    }, hashForReset),
  );

  r.post('/logout', async (req, res) => {
    if (req.user) await deps.db.transaction((trx) => logout(trx, req.user!.id));
    clearSessionCookie(req, res);
    res.json({ success: true, message: m.loggedOut });
  });

  r.get('/me', requireUser, (req, res) => {
    const { tokenVersion: _v, ...user } = req.user!;
    res.json({ success: true, user });
  });

  return r;
}
