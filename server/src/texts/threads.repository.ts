import type { Knex } from 'knex';

/** A row of `text_threads`, with its customer's name and its unread inbound count. */
export interface ThreadRow {
  id: number;
  phone: string;
  customer_id: number | null;
  assigned_to: number | null;
  last_at: string;
  first_name: string | null;
  last_name: string | null;
  unread: number | string;
}

/** The customer whose phone this is in E.164 (the oldest when two share it), or null. */
export async function customerOfPhone(db: Knex, phone: string): Promise<number | null> {
  const row = (await db('customers').where({ phone_e164: phone }).orderBy('id').first('id')) as
    { id: number } | undefined;
  return row ? Number(row.id) : null;
}

/** A customer's full name ('' when she has none on file). */
export async function customerName(db: Knex, id: number): Promise<string> {
  const row = (await db('customers').where({ id }).first('first_name', 'last_name')) as
    { first_name: string; last_name: string } | undefined;
  return row ? `${row.first_name} ${row.last_name}`.trim() : '';
}

/**
 * The thread of a phone number, made when it is the number's first text (two texts at once make
 * one thread: the unique phone decides). A new thread belongs to the customer with that number.
 * Most texts come on a thread that exists: one read then, the insert only for a new number.
 */
export async function threadOfPhone(
  trx: Knex,
  phone: string,
  now: Date,
): Promise<{ id: number; customer_id: number | null }> {
  const read = async () =>
    (await trx('text_threads').where({ phone }).first('id', 'customer_id')) as
      { id: number; customer_id: number | null } | undefined;
  let row = await read();
  if (!row) {
    const at = now.toISOString();
    await trx('text_threads')
      .insert({ phone, customer_id: await customerOfPhone(trx, phone), last_at: at, created_at: at })
      .onConflict('phone')
      .ignore();
    row = (await read())!;
  }
  return { id: Number(row.id), customer_id: row.customer_id === null ? null : Number(row.customer_id) };
}

const threadColumns = (db: Knex) => [
  't.id',
  't.phone',
  't.customer_id',
  't.assigned_to',
  't.last_at',
  'c.first_name',
  'c.last_name',
  db('text_messages as m')
    .count('*')
    .where('m.thread_id', db.ref('t.id'))
    .where('m.direction', 'in')
    .whereNull('m.read_at')
    .as('unread'),
];

/** Every thread, newest first, with its unread count: one statement. */
export async function listThreads(db: Knex): Promise<ThreadRow[]> {
  return (await db('text_threads as t')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .select(threadColumns(db))
    .orderBy([
      { column: 't.last_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])) as ThreadRow[];
}

export async function findThread(db: Knex, id: number): Promise<ThreadRow | undefined> {
  return (await db('text_threads as t')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .where('t.id', id)
    .first(threadColumns(db))) as ThreadRow | undefined;
}

export async function touchThread(trx: Knex, id: number, now: Date): Promise<void> {
  // Never back: a text filed late (its delivery time) must not move the thread behind a reply.
  await trx('text_threads')
    .where({ id })
    .where('last_at', '<', now.toISOString())
    .update({ last_at: now.toISOString() });
}

/** Attaches a customer or assigns staff (null: no one). */
export async function updateThread(
  trx: Knex,
  id: number,
  change: { customer_id?: number; assigned_to?: number | null },
): Promise<void> {
  if (Object.keys(change).length > 0) await trx('text_threads').where({ id }).update(change);
}

/** Staff read the thread: every inbound text in it so far is read. */
export async function markThreadRead(trx: Knex, id: number, now: Date): Promise<void> {
  await trx('text_messages')
    .where({ thread_id: id, direction: 'in' })
    .whereNull('read_at')
    .update({ read_at: now.toISOString() });
}

export async function customerExists(db: Knex, id: number): Promise<boolean> {
  return (await db('customers').where({ id }).first('id')) !== undefined;
}

export async function isStaff(db: Knex, id: number): Promise<boolean> {
  return (await db('users').where({ id, role: 'admin' }).first('id')) !== undefined;
}
