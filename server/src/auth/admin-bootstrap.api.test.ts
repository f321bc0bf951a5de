import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../bootstrap.ts';
import { ADMIN, adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();
const me = (token: string) => app.t.call('GET', '/api/users/me', { token });

describe('the admin account the server ensures at start', () => {
  it('keeps staff signed in across a restart with the same password', async () => {
    const token = await app.t.login();
    await app.t.restart();
    expect((await me(token)).status).toBe(200);
  });

  it('a new ADMIN_PASSWORD ends the sessions of the old one', async () => {
    const token = await app.t.login();
    const cost = app.t.config.scryptCost;
    expect(await ensureAdmin(app.t.db, ADMIN.email, ADMIN.password, cost, new Date())).toBe('unchanged');
    expect(await ensureAdmin(app.t.db, ADMIN.email, 'a-new-admin-password', cost, new Date())).toBe('updated');
    expect((await me(token)).status).toBe(401);
  });
});
