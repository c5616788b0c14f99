import type { Config } from '@toonbank/config';
import type { Database } from '@toonbank/db/client';
import type { SearchEngine } from '@toonbank/db/repositories/search';
import type { Logger } from 'pino';
import type { Mailer } from './mail.ts';
import type { ApiBindings } from './page-scope.ts';
import type { Session } from './session.ts';

/** What the API needs from the outside world; tests build their own. */
export interface AppDeps {
  database: Database;
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
