import { describe, expect, it } from 'vitest';
import { assertServerConfig, ConfigError, loadConfig, processMemorySettings, sourceMapsWanted } from './index.ts';

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./.data');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const variables = (error as ConfigError).issues.map((i) => i.variable).sort();
      expect(variables).toEqual(['DATABASE_URL', 'PORT']);
      expect((error as ConfigError).message).toContain('DATABASE_URL');
    }
  });

  it('chooses the test payment provider by default and needs a Mollie key for Mollie', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({}).PAYMENT_EXPIRY_MINUTES).toBe(30);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'secret' })).toThrow(/MOLLIE_API_KEY/);
    const mollie = loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abcdefghij1234', PAYMENT_EXPIRY_MINUTES: '15' });
    expect(mollie.PAYMENT_PROVIDER).toBe('mollie');
    expect(mollie.PAYMENT_EXPIRY_MINUTES).toBe(15);
  });

  it('reads an optional geocoder url and rejects one that is no url', () => {
    expect(loadConfig({}).GEOCODER_URL).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:8080/geocode' }).GEOCODER_URL).toBe('http://127.0.0.1:8080/geocode');
    expect(() => loadConfig({ GEOCODER_URL: 'geen url' })).toThrow(/GEOCODER_URL/);
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('needs a shared JWT secret with DATABASE_URL, where several processes sign sessions for one database', () => {
    const url = 'postgres://shop:geheim@db.example.nl:5432/toonbank';
    expect(() => assertServerConfig(loadConfig({ DATABASE_URL: url }))).toThrow(
      'Ongeldige configuratie: JWT_SECRET is verplicht met DATABASE_URL: alle processen op één database delen dit geheim (minstens 32 tekens)',
    );
    expect(() => assertServerConfig(loadConfig({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) }))).not.toThrow();
    // A storefront node (API_URL) signs nothing; the embedded database keeps its secret in DATA_DIR.
    expect(() => assertServerConfig(loadConfig({ DATABASE_URL: url, API_URL: 'http://api.internal:3000' }))).not.toThrow();
    expect(() => assertServerConfig(loadConfig({}))).not.toThrow();
  });

  it('refuses a DATABASE_URL without a usable host, and reads pool, retry and shutdown settings', () => {
    for (const bad of ['postgres://', 'postgres://user@:5432/db', 'postgres://db.example.nl:99999/toonbank']) {
      expect(() => loadConfig({ DATABASE_URL: bad, JWT_SECRET: 'x'.repeat(32) })).toThrow(/DATABASE_URL is geen geldig adres/);
    }
    const defaults = loadConfig({});
    expect([defaults.DATABASE_POOL_SIZE, defaults.DATABASE_CONNECT_ATTEMPTS, defaults.SHUTDOWN_TIMEOUT_SECONDS]).toEqual([10, 8, 10]);
    const set = loadConfig({ DATABASE_POOL_SIZE: '20', DATABASE_CONNECT_ATTEMPTS: '3', SHUTDOWN_TIMEOUT_SECONDS: '2.5' });
    expect([set.DATABASE_POOL_SIZE, set.DATABASE_CONNECT_ATTEMPTS, set.SHUTDOWN_TIMEOUT_SECONDS]).toEqual([20, 3, 2.5]);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads an optional read replica (DATABASE_READ_URL) only beside DATABASE_URL, and refuses one that is no address', () => {
    const url = 'postgres://shop:geheim@db.example.nl:5432/toonbank';
    const read = 'postgres://lezer:geheim@replica.example.nl:5432/toonbank';
    const config = loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: read, JWT_SECRET: 'x'.repeat(32) });
    expect(config.DATABASE_READ_URL).toBe(read);
    expect(() => assertServerConfig(config)).not.toThrow();
    expect(loadConfig({}).DATABASE_READ_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://replica.example.nl/toonbank' })).toThrow(
      /DATABASE_READ_URL moet beginnen met postgres:\/\/ of postgresql:\/\//,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://lezer@:5432/toonbank' })).toThrow(/DATABASE_READ_URL is geen geldig adres/);
    expect(() => assertServerConfig(loadConfig({ DATABASE_READ_URL: read }))).toThrow(
      'Ongeldige configuratie: DATABASE_READ_URL werkt alleen met DATABASE_URL: het is een leesreplica van die database',
    );
  });

  it('trusts no proxy by default, a number of hops, or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    for (const none of ['false', '0', ' ']) expect(loadConfig({ TRUST_PROXY: none }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'Loopback, 10.0.0.0/8, 192.0.2.7, 2001:db8::/32' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      addresses: ['loopback', '10.0.0.0/8', '192.0.2.7', '2001:db8::/32'],
    });
  });

  it.each(['true', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', ',', '300.1.1.1'])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('memory bounds (decision 0017)', () => {
  it('bounds the heap and the caches by default and reads other sizes in MB', () => {
    expect(loadConfig({})).toMatchObject({ HEAP_LIMIT_MB: 320, SEARCH_CACHE_MB: 48, PAGE_CACHE_MB: 32 });
    expect(loadConfig({ HEAP_LIMIT_MB: '512', SEARCH_CACHE_MB: '16', PAGE_CACHE_MB: '8' })).toMatchObject({
      HEAP_LIMIT_MB: 512,
      SEARCH_CACHE_MB: 16,
      PAGE_CACHE_MB: 8,
    });
    expect(() => loadConfig({ HEAP_LIMIT_MB: '64' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEARCH_CACHE_MB: 'veel' })).toThrow(ConfigError);
  });

  it("bounds each of the search index's working caches to 8 MB by default (decision 0023)", () => {
    expect(loadConfig({}).SEARCH_INDEX_CACHE_MB).toBe(8);
    expect(loadConfig({ SEARCH_INDEX_CACHE_MB: '2' }).SEARCH_INDEX_CACHE_MB).toBe(2);
    expect(() => loadConfig({ SEARCH_INDEX_CACHE_MB: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEARCH_INDEX_CACHE_MB: 'veel' })).toThrow(ConfigError);
  });

  it('bounds the cached product summaries by MB (SUMMARY_CACHE_MB, decision 0023)', () => {
    expect(loadConfig({}).SUMMARY_CACHE_MB).toBe(36);
    expect(loadConfig({ SUMMARY_CACHE_MB: '64' }).SUMMARY_CACHE_MB).toBe(64);
    expect(() => loadConfig({ SUMMARY_CACHE_MB: '0' })).toThrow(/SUMMARY_CACHE_MB/);
    expect(() => loadConfig({ SUMMARY_CACHE_MB: 'veel' })).toThrow(ConfigError);
  });

  it('keeps source maps on unless SOURCE_MAPS=off without --enable-source-maps (decision 0023)', () => {
    expect(loadConfig({}).SOURCE_MAPS).toBe('on');
    expect(() => loadConfig({ SOURCE_MAPS: 'ja' })).toThrow(/SOURCE_MAPS/);
    expect(sourceMapsWanted({}, [])).toBe(true);
    expect(sourceMapsWanted({ SOURCE_MAPS: 'off' }, [])).toBe(false);
    expect(sourceMapsWanted({ SOURCE_MAPS: 'on' }, [])).toBe(true);
    expect(sourceMapsWanted({ SOURCE_MAPS: 'off' }, ['--enable-source-maps'])).toBe(true);
    expect(sourceMapsWanted({ SOURCE_MAPS: 'off', NODE_OPTIONS: '--import tsx --enable-source-maps' }, [])).toBe(true);
  });

  it('bounds the young generation and glibc malloc by default, the growth of the old generation when asked (decision 0023)', () => {
    expect(loadConfig({})).toMatchObject({
      HEAP_SEMI_SPACE_MB: 32,
      HEAP_GROWING_PERCENT: 0,
      MALLOC_ARENA_MAX: 2,
      MALLOC_MMAP_THRESHOLD_KB: 128,
    });
    expect(loadConfig({ HEAP_GROWING_PERCENT: '10' }).HEAP_GROWING_PERCENT).toBe(10);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(loadConfig({ HEAP_SEMI_SPACE_MB: '16', MALLOC_ARENA_MAX: '0', MALLOC_MMAP_THRESHOLD_KB: '256' })).toMatchObject({
      HEAP_SEMI_SPACE_MB: 16,
      MALLOC_ARENA_MAX: 0,
      MALLOC_MMAP_THRESHOLD_KB: 256,
    });
    expect(() => loadConfig({ HEAP_SEMI_SPACE_MB: '0' })).toThrow(/HEAP_SEMI_SPACE_MB/);
    expect(() => loadConfig({ MALLOC_ARENA_MAX: '-1' })).toThrow(/MALLOC_ARENA_MAX/);
    expect(() => loadConfig({ MALLOC_MMAP_THRESHOLD_KB: '65536' })).toThrow(/MALLOC_MMAP_THRESHOLD_KB/);
    expect(loadConfig({}).MEMORY_LOG_MINUTES).toBe(10);
    expect(loadConfig({ MEMORY_LOG_MINUTES: '0' }).MEMORY_LOG_MINUTES).toBe(0);
    expect(() => loadConfig({ MEMORY_LOG_MINUTES: 'vaak' })).toThrow(/MEMORY_LOG_MINUTES/);
  });

  it('says which flags and malloc variables the server process lacks, keeping what is given by hand', () => {
    expect(processMemorySettings({}, [])).toEqual({
      flags: ['--max-old-space-size=320', '--max-semi-space-size=32'],
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(128 * 1024) },
    });
    expect(
      processMemorySettings(
        {
          HEAP_LIMIT_MB: '512',
          HEAP_SEMI_SPACE_MB: '64',
          HEAP_GROWING_PERCENT: '25',
          MALLOC_ARENA_MAX: '4',
          MALLOC_MMAP_THRESHOLD_KB: '64',
        },
        [],
      ),
    ).toEqual({
      flags: ['--max-old-space-size=512', '--max-semi-space-size=64', '--heap-growing-percent=25'],
      // MALLOC_ARENA_MAX is glibc's own name: given, this process already runs with it.
      env: { MALLOC_MMAP_THRESHOLD_: String(64 * 1024) },
    });
    // An empty value counts as unset.
    expect(processMemorySettings({ HEAP_LIMIT_MB: '', HEAP_SEMI_SPACE_MB: '', HEAP_GROWING_PERCENT: '' }, [])?.flags).toEqual([
      '--max-old-space-size=320',
      '--max-semi-space-size=32',
    ]);
    // 0 (the default): V8's own growing factor, no flag; a percentage: the flag.
    expect(processMemorySettings({ HEAP_GROWING_PERCENT: '0' }, [])?.flags).toEqual([
      '--max-old-space-size=320',
      '--max-semi-space-size=32',
    ]);
    expect(processMemorySettings({ HEAP_GROWING_PERCENT: '10' }, [])?.flags).toEqual([
      '--max-old-space-size=320',
      '--max-semi-space-size=32',
      '--heap-growing-percent=10',
    ]);
    // A flag on the command line or in NODE_OPTIONS, and glibc's own variable, are kept.
    expect(
      processMemorySettings({ NODE_OPTIONS: '--max-semi-space-size=8', MALLOC_MMAP_THRESHOLD_: '65536' }, [
        '--max-old-space-size=1024',
        '--heap-growing-percent=50',
      ]),
    ).toEqual({ flags: [], env: { MALLOC_ARENA_MAX: '2' } });
  });

  it('asks for nothing more once the process runs with its settings (the entry point starts itself once)', () => {
    const first = processMemorySettings({}, [])!;
    expect(processMemorySettings({ ...first.env }, first.flags)).toEqual({ flags: [], env: {} });
  });

  it('gives no settings for a value that is not valid (loadConfig names it)', () => {
    expect(processMemorySettings({ HEAP_LIMIT_MB: 'veel' }, [])).toBeNull();
    expect(processMemorySettings({ HEAP_SEMI_SPACE_MB: 'veel' }, [])).toBeNull();
    expect(processMemorySettings({ MALLOC_ARENA_MAX: 'twee' }, [])).toBeNull();
    expect(processMemorySettings({ HEAP_GROWING_PERCENT: 'weinig' }, [])).toBeNull();
  });
});

describe('the search index at start (decision 0016)', () => {
  it('builds the index on the first search by default, before listening with SEARCH_INDEX_AT_START=on', () => {
    expect(loadConfig({}).SEARCH_INDEX_AT_START).toBe('off');
    expect(loadConfig({ SEARCH_INDEX_AT_START: 'on' }).SEARCH_INDEX_AT_START).toBe('on');
    expect(() => loadConfig({ SEARCH_INDEX_AT_START: 'ja' })).toThrow(ConfigError);
  });
});
