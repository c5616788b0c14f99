import type { Config } from '@toonbank/config';
import type { Database, Db } from '@toonbank/db/client';
import type { SearchEngine } from '@toonbank/db/repositories/search';
import type { Logger } from 'pino';
import type { Mailer } from './mail.ts';
import type { ApiBindings } from './page-scope.ts';
import type { Session } from './session.ts';

/** What the API needs from the outside world; tests build their own. */
export interface AppDeps {
  database: Database;
  /**
   * A read replica of `database` for catalogue reads (DATABASE_READ_URL, decision 0019); without it they go to
   * `database`. Read it through `catalogueDb`.
   */
  readDatabase?: Database;
  config: Pick<Config, 'TOKEN_TTL_HOURS'> &
    Partial<
      Pick<
        Config,
        | 'SHOP_EMAIL'
        | 'POSTCODE_PROVIDER_URL'
        | 'GEOCODER_URL'
        | 'PUBLIC_URL'
        | 'SEARCH_CACHE'
        | 'SEARCH_ENGINE'
        | 'SEARCH_CACHE_MB'
        | 'SUMMARY_CACHE_MB'
        | 'SEARCH_INDEX_CACHE_MB'
        | 'PAYMENT_PROVIDER'
        | 'MOLLIE_API_KEY'
        | 'MOLLIE_API_URL'
        | 'PAYMENT_EXPIRY_MINUTES'
      >
    >;
  /** Outgoing mail (password resets, registration requests, form submissions). */
  mailer: Mailer;
  /** Signing secret for session tokens (HS256). */
  jwtSecret: Uint8Array;
  logger: Logger;
  /** The current time; injectable so date rules can be tested. */
  now: () => Date;
  /** The catalogue search engine; without it the API builds one (SEARCH_ENGINE: the in-memory index over PostgreSQL, or PostgreSQL alone). */
  searchEngine?: SearchEngine;
}

/**
 * Where catalogue reads go (decision 0019): the read replica when there is one, else the primary. Catalogue reads are
 * product lists, search, product pages, web nodes, brands, the sitemap, and the catalogue revision their caches key on
 * (read from the same database as the data, so an answer is never stored under a revision newer than what it shows).
 * Everything a customer writes and reads back (cart, checkout, account, sessions, reviews, stock) stays on the primary.
 */
export function catalogueDb(deps: AppDeps): Db {
  return (deps.readDatabase ?? deps.database).db;
}

export interface AppEnv {
  /** In-process calls of a storefront page carry its page scope (decision 0017); HTTP requests none. */
  Bindings: ApiBindings | undefined;
  Variables: {
    deps: AppDeps;
    /** Built once per API (createApp), shared by every request. */
    searchEngine: SearchEngine;
    session: Session | null;
    language: string;
  };
}
