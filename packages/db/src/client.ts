import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;
/** An open transaction of `Db`, and either: queries that must run inside a caller's transaction take an `Executor`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | DbTransaction;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Opens a connection pool; `max` defaults to 10 connections. `applicationName` names the connections in
 * pg_stat_activity (the server's are `toonbank <pid>`: which process holds how many).
 */
export function connect(url: string, options: { max?: number; applicationName?: string } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, application_name: options.applicationName });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

/** Fails with a short, human reason when the server cannot be reached (`subject`: what it is, "De database" by default). */
export async function assertReachable(database: Database, subject?: string): Promise<void> {
  try {
    await database.pool.query('select 1');
  } catch (error) {
    throw new DatabaseUnreachableError(describeConnectionFailure(error), isConnectionError(error), subject);
  }
}

export class DatabaseUnreachableError extends Error {
  /** `transient`: the server did not answer (worth trying again); otherwise it refused (password, database name). */
  constructor(
    reason: string,
    readonly transient = true,
    subject = 'De database',
  ) {
    super(`${subject} is niet bereikbaar: ${reason || 'geen antwoord'}`);
    this.name = 'DatabaseUnreachableError';
  }
}

/** A short reason in one line; an AggregateError (every address of a host refused) names its first cause. */
function describeConnectionFailure(error: unknown): string {
  const first = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  const message = first instanceof Error ? first.message : String(first ?? '');
  const code = (first as { code?: unknown } | null)?.code;
  const text = message || (typeof code === 'string' ? code : '');
  return text.split('\n')[0]!.trim();
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Whether an error (or its cause) means the database is away, rather than that a query was wrong. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    // A Unix socket whose server has stopped (the embedded server's, decision 0026): its file is gone.
    if (code === 'ENOENT' && (current as { syscall?: unknown }).syscall === 'connect') return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|ECONNREFUSED/i.test(message)
    )
      return true;
  }
  return false;
}
