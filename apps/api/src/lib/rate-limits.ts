import type { Context } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Every rate limit of the shop (issue 13, decision 0005), counted in
 * PostgreSQL (`rate_limits`) by rate-limiter-flexible, so that all processes
 * share one count and a restart forgets nothing. Each count is one atomic
 * upsert: a burst of parallel requests cannot slip past the limit.
 *
 * A limit is a ladder of rungs: e.g. 5 per minute, 10 per 15 minutes, 20 per
 * day. A request passes when it passes every rung; the wait after a refusal
 * grows with the rung that refused it.
 */
export interface Rung {
  points: number;
  /** Window in seconds. */
  seconds: number;
}

export const LIMITS = {
  /** Failed logins of one e-mail from one address: the guesser slows down, the owner elsewhere is not affected. */
  loginPair: [
    { points: 5, seconds: 60 },
    { points: 10, seconds: 15 * 60 },
    { points: 20, seconds: 24 * 3600 },
  ],
  /** Failed logins from one address, any e-mail (password spraying); high enough for an office behind one address. */
  loginAddress: [
    { points: 30, seconds: 15 * 60 },
    { points: 100, seconds: 24 * 3600 },
  ],
  /** Reset mails: per address, and per target e-mail (nobody's mailbox is flooded). */
  forgotPasswordAddress: [{ points: 5, seconds: 15 * 60 }],
  forgotPasswordEmail: [{ points: 3, seconds: 3600 }],
  /** Registration requests mailed to the shop: per address and per e-mail. */
  registrationAddress: [{ points: 3, seconds: 3600 }],
  registrationEmail: [{ points: 2, seconds: 24 * 3600 }],
  /** The registration form's e-mail check (enumeration): a person types a few addresses, a script many. */
  emailCheckAddress: [
    { points: 10, seconds: 15 * 60 },
    { points: 30, seconds: 24 * 3600 },
  ],
  /** Contact and other content forms, per address. */
  formAddress: [{ points: 5, seconds: 10 * 60 }],
  /** Wrong promotion codes (coupons, vouchers) per customer: guessing codes stops after 10 in a minute (issue 15). */
  promotionCode: [{ points: 10, seconds: 60 }],
  /** Order upload files and report downloads (issue 17), per acting customer: each costs up to a second of CPU. */
  uploadFileCustomer: [
    { points: 20, seconds: 60 },
    { points: 300, seconds: 3600 },
  ],
  /** Order lines checked again, typed, scanned or put in the cart (issue 17), per acting customer: a scanner is fast. */
  uploadLinesCustomer: [{ points: 240, seconds: 60 }],
} as const satisfies Record<string, readonly Rung[]>;

export type LimitName = keyof typeof LIMITS;

type Ladder = RateLimiterPostgres[];
const perDeps = new WeakMap<AppDeps, Map<LimitName, Ladder>>();

function ladder(deps: AppDeps, name: LimitName): Ladder {
  let ladders = perDeps.get(deps);
  if (!ladders) perDeps.set(deps, (ladders = new Map()));
  let found = ladders.get(name);
  if (!found) {
    found = LIMITS[name].map(
      (rung, index) =>
        new RateLimiterPostgres({
          storeClient: deps.database.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          // The table is made by migration 0015; the library must not create it.
          tableCreated: true,
          keyPrefix: `${name}.${index}`,
          points: rung.points,
          duration: rung.seconds,
        }),
    );
    ladders.set(name, found);
  }
  return found;
}

/** Counts one event for each (limit, key); the seconds to wait when any rung refuses, else null. */
export async function consume(deps: AppDeps, entries: readonly [LimitName, string][]): Promise<number | null> {
  const results = await Promise.allSettled(entries.flatMap(([name, key]) => ladder(deps, name).map((limiter) => limiter.consume(key))));
  let waitMs = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    // A RateLimiterRes is a refusal; anything else (the database is away) is a real failure.
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

/** Whether a key has used up any rung of its limit already (checked before an attempt that only failures count). */
export async function isExhausted(deps: AppDeps, name: LimitName, key: string): Promise<number | null> {
  const states = await Promise.all(ladder(deps, name).map((limiter) => limiter.get(key)));
  let waitMs = 0;
  states.forEach((state, index) => {
    if (state && state.consumedPoints >= LIMITS[name][index]!.points) waitMs = Math.max(waitMs, state.msBeforeNext);
  });
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

/** Gives one event back (a login that turned out right does not count against its address). */
export async function refund(deps: AppDeps, name: LimitName, key: string): Promise<void> {
  await Promise.all(ladder(deps, name).map((limiter) => limiter.reward(key)));
}

/** Forgets a key (a successful login clears the pair's failures). */
export async function forget(deps: AppDeps, name: LimitName, key: string): Promise<void> {
  await Promise.all(ladder(deps, name).map((limiter) => limiter.delete(key)));
}

/** Counts the events; when any limit refuses, a 429 with Retry-After in the request's language. */
export async function enforce(
  c: Context<AppEnv>,
  entries: readonly [LimitName, string][],
  message: 'tooManyRequests' | 'tooManyForms' = 'tooManyRequests',
): Promise<void> {
  const wait = await consume(c.var.deps, entries);
  if (wait === null) return;
  c.header('retry-after', String(wait));
  throw new ApiError(429, 'TOO_MANY_REQUESTS', message === 'tooManyForms' ? message : { id: message, params: { seconds: wait } });
}

/** The e-mail as counted: trimmed and lower-case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
