import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the shop may tell it the client's address (X-Forwarded-For):
 * none (the socket's address is the client), the nearest `hops` proxies, or proxies whose
 * address is in `addresses` (IPs, CIDR ranges, `loopback`, `private`).
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

export const TRUST_PROXY_KEYWORDS = ['loopback', 'private'] as const;

function isAddressOrRange(entry: string): boolean {
  if ((TRUST_PROXY_KEYWORDS as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: unset, `false` or `0` trusts none; `1`…`10` that many hops; else a comma-separated list of addresses. */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return { kind: 'hops', hops };
      ctx.addIssue({ code: 'custom', message: 'moet een aantal proxy-hops van 0 tot 10 zijn, of een lijst van adressen' });
      return z.NEVER;
    }
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = addresses.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0 || addresses.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `kent ${bad.join(', ') || value} niet: gebruik een aantal hops (1-10) of IP-adressen, CIDR-reeksen, loopback of private, gescheiden door komma's`,
      });
      return z.NEVER;
    }
    return { kind: 'addresses', addresses };
  });

/** A PostgreSQL address with a host (the driver would otherwise fail later with a less helpful reason). */
function isDatabaseAddress(value: string): boolean {
  // Another scheme is the prefix rule's to report.
  if (!/^postgres(ql)?:\/\//.test(value)) return true;
  try {
    const url = new URL(value);
    return url.hostname !== '' && (url.port === '' || Number(url.port) <= 65535);
  } catch {
    return false;
  }
}

/**
 * Runtime configuration, read once at start-up from the environment. A bad
 * value stops the process with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'moet beginnen met postgres:// of postgresql://')
    .refine(isDatabaseAddress, 'is geen geldig adres; voorbeeld: postgres://gebruiker:wachtwoord@db.example.nl:5432/toonbank')
    .optional(),
  /**
   * A read replica of DATABASE_URL for catalogue reads (product lists, search, product pages, web nodes, brands;
   * decision 0019). Everything a customer writes and reads back stays on DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'moet beginnen met postgres:// of postgresql://')
    .refine(isDatabaseAddress, 'is geen geldig adres; voorbeeld: postgres://lezer:wachtwoord@replica.example.nl:5432/toonbank')
    .optional(),
  /** Connections of this process's pool; every process of the shop opens this many (see docs/deployment.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Attempts to reach the database at start, with a growing wait in between (0.25 s, 0.5 s, 1 s, … at most 5 s). */
  DATABASE_CONNECT_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** On SIGTERM: how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  DATA_DIR: z.string().min(1).default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z.string().min(32, 'moet minstens 32 tekens lang zijn').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  API_URL: z.url().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(200_000).default(2000),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.nl:587; unset writes mail to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'moet beginnen met smtp:// of smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Toonbank <noreply@toonbank.nl>'),
  /** Where registration requests are mailed to. */
  SHOP_EMAIL: z.email('moet een e-mailadres zijn').default('verkoop@toonbank.nl'),
  /** External postcode lookup (GET {url}?postalCode=&houseNumber= answering { street, city }); unset uses the built-in table. */
  POSTCODE_PROVIDER_URL: z.url().optional(),
  /** External geocoder for the store finder (GET {url}?q=<postcode or town>&country=NL answering { lat, lng, city? }); unset or failing uses the built-in postcode areas. */
  GEOCODER_URL: z.url().optional(),
  /** The API's search result cache (invalidated by the catalogue revision); 'off' measures the cold path. */
  SEARCH_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * The search engine: 'memory' answers from an in-memory index per process kept current by the catalogue revision,
   * with PostgreSQL for what the index does not answer (decision 0016); 'postgres' always asks the database.
   */
  SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
  /**
   * 'on': with SEARCH_ENGINE=memory the process builds its search index before it listens (start-up takes the build's
   * seconds; no search goes to PostgreSQL because the index is not built yet). 'off' (default): built on the first search.
   */
  SEARCH_INDEX_AT_START: z.enum(['on', 'off']).default('off'),
  /**
   * Memory (decision 0017). The server process's JavaScript heap (V8's old generation) in MB: the server starts itself
   * with `--max-old-space-size` of this size (apps/server start.ts), so its memory stays bounded instead of growing
   * with garbage V8 has no reason to collect yet. The caches below must fit in it with room for the work of requests.
   */
  HEAP_LIMIT_MB: z.coerce.number().int().min(128).max(65_536).default(320),
  /**
   * Memory (decision 0023). V8's young generation: each of its two semi-spaces at most this many MB
   * (`--max-semi-space-size`, set like HEAP_LIMIT_MB). Node 24 takes 64 MB on a large machine, so 128 MB of the RSS
   * was young generation; a larger one collects less often (fewer short-lived objects of a page being rendered reach
   * the old generation), a smaller one saves twice its size.
   */
  HEAP_SEMI_SPACE_MB: z.coerce.number().int().min(1).max(256).default(32),
  /**
   * Memory (decision 0023). How far V8 lets the old generation grow past what a full collection left live before it
   * collects again, in percent (`--heap-growing-percent`, set like HEAP_LIMIT_MB; 0: V8's own factor, which it derives
   * from its collection and allocation speeds, up to about 1.5 times with HEAP_LIMIT_MB 320). The RSS under load follows
   * that high point, not what is live.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * glibc's malloc (the ArrayBuffers of the search index and of compressed pages, zlib, OpenSSL): at most this many
   * arenas (glibc's own MALLOC_ARENA_MAX, passed to the server's process as it starts; 0: glibc's default of 8 per
   * core). Every thread that allocates may otherwise get an arena of its own that keeps freed memory resident.
   */
  MALLOC_ARENA_MAX: z.coerce.number().int().min(0).max(256).default(2),
  /**
   * glibc's malloc: allocations of at least this many KB get pages of their own that go back to the system when
   * freed (glibc's MALLOC_MMAP_THRESHOLD_, in bytes, passed as it starts). A fixed threshold stops glibc from raising
   * it after a large block is freed (up to 32 MB), after which large blocks, such as those of a search index build,
   * stay resident in the heap once freed.
   */
  MALLOC_MMAP_THRESHOLD_KB: z.coerce.number().int().min(16).max(32_768).default(128),
  /**
   * Memory (decision 0023). Each of the in-memory search index's working caches (the documents of keyword heads, the
   * listers' node orders) at most this many MB, least recently used out first.
   */
  SEARCH_INDEX_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(8),
  /** The API's search answers and suggestions (estimated size of the cached answers, least recently used out first). */
  SEARCH_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(48),
  /**
   * Product summaries of search hits kept per catalogue revision (decision 0023): at most this many MB (each summary's
   * estimated size), least recently used out first.
   */
  SUMMARY_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(36),
  /**
   * Memory (decision 0023). 'on': stack traces name the TypeScript sources' lines (Node's source maps, which tsx
   * switches on; every module's map is kept in the heap, about 14 MB). 'off' (default): stack traces point into the
   * code tsx compiled (file and function, no line). `--enable-source-maps` given by hand (NODE_OPTIONS) counts as 'on'.
   */
  SOURCE_MAPS: z.enum(['on', 'off']).default('on'),
  /** The anonymous page cache (decision 0007): plain and gzip bodies of the cached pages. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(32),
  /** Minutes between the server's memory log lines (RSS, heap, young generation, ArrayBuffers, caches; 0: none). */
  MEMORY_LOG_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  /** Reverse proxies whose X-Forwarded-For names the client (login and form rate limits); default none. */
  TRUST_PROXY: trustProxy,
  /** Payment provider of the checkout: the built-in test provider (default, no account needed) or Mollie. */
  PAYMENT_PROVIDER: z.enum(['test', 'mollie']).default('test'),
  /** Mollie API key (test_… or live_…); required with PAYMENT_PROVIDER=mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{10,}$/, 'moet beginnen met test_ of live_')
    .optional(),
  /** Another Mollie API address (a local stand-in for tests); unset: Mollie's own. */
  MOLLIE_API_URL: z.url().optional(),
  /** Minutes after which an unpaid payment expires and its reserved stock is released. */
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Ongeldige configuratie: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema
    .refine((config) => config.PAYMENT_PROVIDER !== 'mollie' || config.MOLLIE_API_KEY !== undefined, {
      path: ['MOLLIE_API_KEY'],
      message: 'is verplicht met PAYMENT_PROVIDER=mollie',
    })

    .safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message })));
}

type MemoryVariable = 'HEAP_LIMIT_MB' | 'HEAP_SEMI_SPACE_MB' | 'HEAP_GROWING_PERCENT' | 'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_KB';

/**
 * How the server's process must run for its memory bounds (decisions 0017 and 0023): V8's flags for HEAP_LIMIT_MB,
 * HEAP_SEMI_SPACE_MB and HEAP_GROWING_PERCENT, and glibc's malloc variables for MALLOC_ARENA_MAX and
 * MALLOC_MMAP_THRESHOLD_KB, which glibc reads only when a process starts. `flags` and `env` hold what the running
 * process lacks (a flag or variable given by hand is kept): when either is not empty, the entry point starts itself
 * again with them (apps/server start.ts). Null when a value is not valid (loadConfig then says why).
 */
export function processMemorySettings(
  env: Record<string, string | undefined>,
  execArgv: readonly string[],
): { flags: string[]; env: Record<string, string> } | null {
  const read = <K extends MemoryVariable>(key: K) => {
    const parsed = schema.shape[key].safeParse(env[key] === '' ? undefined : env[key]);
    return parsed.success ? parsed.data : null;
  };
  const heap = read('HEAP_LIMIT_MB');
  const semiSpace = read('HEAP_SEMI_SPACE_MB');
  const growing = read('HEAP_GROWING_PERCENT');
  const arenas = read('MALLOC_ARENA_MAX');
  const mmapThreshold = read('MALLOC_MMAP_THRESHOLD_KB');
  if (heap === null || semiSpace === null || growing === null || arenas === null || mmapThreshold === null) return null;
  const given = (flag: string) => execArgv.some((arg) => arg.startsWith(flag)) || (env.NODE_OPTIONS ?? '').includes(flag);
  const flags: string[] = [];
  if (!given('--max-old-space-size')) flags.push(`--max-old-space-size=${heap}`);
  if (!given('--max-semi-space-size')) flags.push(`--max-semi-space-size=${semiSpace}`);
  if (growing > 0 && !given('--heap-growing-percent')) flags.push(`--heap-growing-percent=${growing}`);
  const missing: Record<string, string> = {};
  // Same name as glibc's: set by hand, glibc has read it already.
  if (env.MALLOC_ARENA_MAX === undefined || env.MALLOC_ARENA_MAX === '') missing.MALLOC_ARENA_MAX = String(arenas);
  if (env.MALLOC_MMAP_THRESHOLD_ === undefined) missing.MALLOC_MMAP_THRESHOLD_ = String(mmapThreshold * 1024);
  return { flags, env: missing };
}

/**
 * Whether the server keeps Node's source maps (SOURCE_MAPS, decision 0023): tsx switches them on as it registers; the
 * entry point (apps/server start.ts) switches them off again before the shop's modules load when SOURCE_MAPS=off, unless
 * `--enable-source-maps` is given by hand. An unknown value counts as the default (loadConfig then says why).
 */
export function sourceMapsWanted(env: Record<string, string | undefined>, execArgv: readonly string[]): boolean {
  const given = (flag: string) => execArgv.includes(flag) || (env.NODE_OPTIONS ?? '').includes(flag);
  return env.SOURCE_MAPS !== 'off' || given('--enable-source-maps');
}

/**
 * What the shop's server needs beyond a valid environment: with DATABASE_URL several processes may serve one
 * database, and each must sign and check sessions with the same secret, so JWT_SECRET is required there (the
 * embedded database keeps a generated one in DATA_DIR; a storefront node with API_URL signs nothing). Tools that only
 * use the database (seed, photo import) do not call this.
 */
export function assertServerConfig(config: Config): void {
  if (config.DATABASE_READ_URL !== undefined && config.DATABASE_URL === undefined) {
    throw new ConfigError([
      { variable: 'DATABASE_READ_URL', message: 'werkt alleen met DATABASE_URL: het is een leesreplica van die database' },
    ]);
  }
  if (config.DATABASE_URL !== undefined && config.API_URL === undefined && config.JWT_SECRET === undefined) {
    throw new ConfigError([
      {
        variable: 'JWT_SECRET',
        message: 'is verplicht met DATABASE_URL: alle processen op één database delen dit geheim (minstens 32 tekens)',
      },
    ]);
  }
}
