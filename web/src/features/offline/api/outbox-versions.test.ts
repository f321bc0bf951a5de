import { beforeEach, describe, expect, it } from 'vitest';
import { keepMine, takeTheirs } from './outbox-conflicts.ts';
import { drainOutbox } from './outbox-drain.ts';
import { outboxDb } from './outbox-db.ts';
import { submitThroughOutbox } from './submit.ts';

/** One appointment on a fake server that checks versions like the real one; it can be taken offline. */
function versionedServer(start: number) {
  const s = {
    version: start,
    status: 'scheduled',
    online: false,
    sent: [] as { version: number | undefined; status?: string }[],
  };
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    if (!s.online) throw new TypeError('Failed to fetch');
    const body = init.body ? (JSON.parse(String(init.body)) as { version?: number; status?: string }) : {};
    const version = body.version ?? Number(new URL(url, 'http://x').searchParams.get('version'));
    s.sent.push({ version, status: body.status });
    if (version !== s.version) {
      return new Response(
        JSON.stringify({
          success: false,
          code: 'conflict',
          error: 'Changed by someone else',
          version: s.version,
          current: { version: s.version, status: s.status },
        }),
        { status: 409 },
      );
    }
    s.version += 1;
    if (body.status) s.status = body.status;
    return new Response(JSON.stringify({ success: true, version: s.version, appointment: { status: s.status } }), {
      status: 200,
    });
  }) as typeof fetch;
  return s;
}

const change = (status: string, version: number) =>
  submitThroughOutbox({
    kind: 'appointments',
    label: `to ${status}`,
    method: 'PUT',
    path: '/api/admin/appointments/7/status',
    payload: { status },
    versioned: { record: 'appointment:7', version },
  });

beforeEach(async () => {
  await outboxDb.rows.clear();
});

describe('queued changes to one record', () => {
  it('when four changes are made offline on version 3, then they replay in order as 3, 4, 5, 6 and the last wins', async () => {
    const server = versionedServer(3);
    for (const status of ['confirmed', 'pending', 'completed', 'cancelled'])
      expect((await change(status, 3)).status).toBe('queued');
    server.online = true;
    await drainOutbox({ connectivity: true });
    expect(server.sent).toEqual([
      { version: 3, status: 'confirmed' },
      { version: 4, status: 'pending' },
      { version: 5, status: 'completed' },
      { version: 6, status: 'cancelled' },
    ]);
    expect(server.status).toBe('cancelled');
    expect(await outboxDb.rows.where('status').notEqual('sent').count()).toBe(0);
  });

  it('when online, then a change goes at once with the version on screen, and a stale one conflicts', async () => {
    const server = versionedServer(1);
    server.online = true;
    expect((await change('confirmed', 1)).status).toBe('sent');
    expect((await change('completed', 2)).status).toBe('sent');
    // Nothing unsent to chain onto: a version the server has moved past is a real conflict.
    expect((await change('cancelled', 2)).status).toBe('conflict');
    expect(server.status).toBe('completed');
  });

  it('when someone else changed it meanwhile, then the first change conflicts and the later ones wait', async () => {
    const server = versionedServer(3);
    await change('completed', 3);
    await change('cancelled', 3);
    server.version = 4; // another admin's change
    server.status = 'confirmed';
    server.online = true;
    await drainOutbox({ connectivity: true });
    const rows = await outboxDb.rows.orderBy('createdAt').toArray();
    expect(rows.map((r) => r.status)).toEqual(['conflict', 'queued']);
    expect(server.sent).toHaveLength(1);
  });

  it('when the admin keeps mine, then the change is sent on top of the current version, and the next follows', async () => {
    const server = versionedServer(3);
    await change('completed', 3);
    await change('cancelled', 3);
    Object.assign(server, { version: 4, status: 'confirmed', online: true });
    await drainOutbox({ connectivity: true });
    const [conflict] = await outboxDb.rows.where('status').equals('conflict').toArray();
    await keepMine(conflict.id);
    expect(server.sent.slice(1)).toEqual([
      { version: 4, status: 'completed' },
      { version: 5, status: 'cancelled' },
    ]);
    expect(server.status).toBe('cancelled');
  });

  it('when the admin takes theirs, then that change is dropped and the next starts from the current version', async () => {
    const server = versionedServer(3);
    await change('completed', 3);
    await change('cancelled', 3);
    Object.assign(server, { version: 4, status: 'confirmed', online: true });
    await drainOutbox({ connectivity: true });
    const [conflict] = await outboxDb.rows.where('status').equals('conflict').toArray();
    await takeTheirs(conflict.id);
    expect(await outboxDb.rows.get(conflict.id)).toBeUndefined();
    expect(server.sent.slice(1)).toEqual([{ version: 4, status: 'cancelled' }]);
  });

  it('when a delete is queued after a change, then it carries the new version in its query', async () => {
    const server = versionedServer(2);
    await change('completed', 2);
    await submitThroughOutbox({
      kind: 'appointments',
      label: 'delete',
      method: 'DELETE',
      path: '/api/admin/appointments/7',
      versioned: { record: 'appointment:7', version: 2 },
    });
    server.online = true;
    await drainOutbox({ connectivity: true });
    expect(server.sent.map((x) => x.version)).toEqual([2, 3]);
  });

  it('when a change was stored under the old kind name admin, then it is still sent and the next change chains on it', async () => {
    const server = versionedServer(3);
    await submitThroughOutbox({
      kind: 'admin',
      label: 'to confirmed',
      method: 'PUT',
      path: '/api/admin/appointments/7/status',
      payload: { status: 'confirmed' },
      versioned: { record: 'appointment:7', version: 3 },
    });
    await change('completed', 3);
    server.online = true;
    await drainOutbox({ connectivity: true });
    expect(server.sent).toEqual([
      { version: 3, status: 'confirmed' },
      { version: 4, status: 'completed' },
    ]);
    expect(await outboxDb.rows.where('status').notEqual('sent').count()).toBe(0);
  });
});
