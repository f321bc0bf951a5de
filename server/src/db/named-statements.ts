import { createRequire } from 'node:module';
import type { Knex } from 'knex';

interface QueryObject {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
}

interface PgConnection {
  /** Our names on this connection, by SQL text, as of `namedAt` schema changes. */
  named?: Map<string, string>;
  namedAt?: number;
  /** Names given on this connection so far: a name is never given twice. */
  namesGiven?: number;
  __knex__disposed?: unknown;
}

interface PgClient {
  /** Set on the copy of the client knex runs a transaction on. */
  transacting?: boolean;
  _query(connection: PgConnection, obj: QueryObject): Promise<QueryObject>;
}

const require = createRequire(import.meta.url);
const KnexPg = require('knex/lib/dialects/postgres/index.js') as new (config: Knex.Config) => PgClient;

/** Names given per connection; past that, its new statements go unnamed (each is kept by PostgreSQL until it closes). */
const MAX_NAMES = 512;
/** Statements that change the schema: what was prepared before them may no longer fit. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment)\b/i;
/**
 * PostgreSQL's answer when a prepared statement's columns changed under it (another server
 * migrated): "cached plan must not change result type", told by its code and where it was raised
 * rather than by its words, which follow the server's language.
 */
const planChanged = (err: unknown) => {
  const e = err as { code?: string; routine?: string } | undefined;
  return e?.code === '0A000' && e.routine === 'RevalidateCachedQuery';
};

/**
 * Schema changes this process has made, on any database. Kept here rather than on the client:
 * knex runs each transaction on a copy of the client that has none of its fields.
 */
let schemaChanges = 0;

/**
 * knex's PostgreSQL client, with each distinct parameterised SQL text prepared once per
 * connection under a name: PostgreSQL then parses and plans it once rather than on every run,
 * which was about a third of its CPU per booking. After a schema change made by this process,
 * statements are prepared again under new names (a prepared `select *` keeps the columns it was
 * prepared with); one made by another server shows as PostgreSQL's "cached plan must not change
 * result type". The connection that met it is then dropped by the pool, and the statement is run
 * again unnamed, unless it was inside a transaction, which the error has aborted: that transaction
 * fails, once per connection. PG_NAMED_STATEMENTS=false turns naming off (for a pooler that does
 * not keep prepared statements).
 */
export class NamedStatementsPgClient extends KnexPg {
  override async _query(connection: PgConnection, obj: QueryObject): Promise<QueryObject> {
    const changesSchema = SCHEMA_CHANGE.test(obj.sql ?? '');
    const name = changesSchema || !obj.bindings?.length ? undefined : nameFor(connection, obj.sql);
    const options = obj.options;
    try {
      if (name) obj.options = { ...options, name };
      return await super._query(connection, obj);
    } catch (err) {
      if (!planChanged(err)) throw err;
      connection.__knex__disposed = err;
      if (this.transacting) throw err;
      obj.options = options;
      return await super._query(connection, obj);
    } finally {
      if (changesSchema) schemaChanges += 1;
    }
  }
}

function nameFor(connection: PgConnection, sql: string): string | undefined {
  if (connection.namedAt !== schemaChanges || !connection.named) {
    connection.named = new Map();
    connection.namedAt = schemaChanges;
  }
  const found = connection.named.get(sql);
  const given = connection.namesGiven ?? 0;
  if (found || given >= MAX_NAMES) return found;
  const name = `shop_${given}`;
  connection.namesGiven = given + 1;
  connection.named.set(sql, name);
  return name;
}
