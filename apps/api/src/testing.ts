import { DAY_MS } from '@toonbank/domain';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { createSession } from '@toonbank/db/repositories/sessions';
import { DEMO_PASSWORD } from '@toonbank/db/seed/accounts';
import pg from 'pg';
import pino from 'pino';
import { signSessionToken, type SessionClaims } from './lib/tokens.ts';
import { createApi, type Api } from './app.ts';
import type { AppDeps } from './lib/context.ts';
import type { MailMessage, Mailer } from './lib/mail.ts';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
export { DEMO_PASSWORD };

/** An API answer's JSON as tests read it. */
export type ApiJson = Record<string, unknown> & {
  Success?: boolean;
  Code?: string;
  Message?: string;
  Data?: unknown;
  Errors?: { Field: string; Message: string }[];
};

export interface TestApi {
  api: Api;
  database: TestDatabase;
  deps: AppDeps;
  /** Mail sent through the default in-memory mailer (empty when `mailer` was overridden). */
  mails: MailMessage[];
  /** Sends a request to the API in-process, with an optional bearer token and JSON body. */
  request(
    path: string,
    init?: { method?: string; token?: string | null; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** `request` read as its status and JSON body (an empty body reads as {}). */
  call(path: string, token: string | null, json?: unknown, method?: string): Promise<{ status: number; body: ApiJson }>;
  /** The rows of a query on the test database. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The same API and database as seen at another moment (for date rules). */
  at(now: Date): TestApi['request'];
  /** Logs in through the API and returns the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The API on a fresh copy of the demo database, as integration tests use it. */
export async function createTestApi(overrides: Partial<AppDeps> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const mails: MailMessage[] = [];
  const memoryMailer: Mailer = {
    send: (message) => {
      mails.push(message);
      return Promise.resolve();
    },
  };
  const deps: AppDeps = {
    database,
    config: { TOKEN_TTL_HOURS: 24 },
    jwtSecret: TEST_JWT_SECRET,
    logger: pino({ level: 'silent' }),
    mailer: memoryMailer,
    now: () => new Date(),
    ...overrides,
  };
  const api = createApi(deps);
  const request = requester(api);
  return {
    api,
    database,
    deps,
    mails,
    request,
    call: async (path, token, json, method) => {
      const response = await request(path, { token, json, method });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as ApiJson };
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await database.pool.query(sql, params)).rows as T[],
    at: (now) => requester(createApi({ ...deps, now: () => now })),
    login: async (email, password = DEMO_PASSWORD) => {
      const response = await request('/api/aspos/authentication/login', { json: { email, password } });
      const body = (await response.json()) as { Token?: string };
      if (!body.Token) throw new Error(`login failed for ${email}: ${response.status}`);
      return body.Token;
    },
    close: () => database.close(),
  };
}

function requester(api: Api): TestApi['request'] {
  return (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    return Promise.resolve(api.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }));
  };
}

/**
 * A token for a user as the login would give it (a server-side session and the signed claims), without the
 * login's password check and limits: for tests that need many customers at once.
 */
export async function sessionTokenFor(t: TestApi, claims: Omit<SessionClaims, 'sid'>): Promise<string> {
  const sid = await createSession(t.database.db, claims.id, new Date(Date.now() + DAY_MS));
  return signSessionToken({ ...claims, sid }, TEST_JWT_SECRET, 24, new Date());
}

/** The claims of a made-up customer's session token (user 1), for tests that sign or forge tokens themselves. */
export const TEST_SESSION_CLAIMS = {
  id: 1,
  email: 'x@y.nl',
  firstName: 'X',
  middleName: '',
  lastName: 'Y',
  language: 'nl',
  role: 'customer',
  customerId: 1,
  impersonatedCustomerId: null,
  impersonatedCompanyName: null,
  sid: '00000000-0000-4000-8000-000000000000',
} as const;

/**
 * `statements` without the session's check (`select true from "user_sessions"`), which is kept for
 * SESSION_CHECK_TTL_MS (2 s) and so comes back whenever a loaded machine takes longer than that between two calls of one
 * test: for tests that count what a request itself reads.
 */
export function withoutSessionChecks(statements: readonly string[]): string[] {
  return statements.filter((text) => !/^select true from "user_sessions"/.test(text));
}

/**
 * The SQL statements sent to PostgreSQL while `run` runs, in order, with `run`'s result: watched on `pg`'s
 * `Client.query`, so reads through the pool, transactions and named prepared statements alike (not mocked: every
 * statement still runs). It sees every client of the process: a test file runs in a worker of its own, but nothing
 * else of the file should run meanwhile. Whitespace is collapsed, so a test may match a fragment of a statement.
 */
export async function countingStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const statements: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    statements.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    prototype.query = original;
  }
}
