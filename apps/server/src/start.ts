/**
 * Entry point of `npm start`. React and React Router read NODE_ENV when they
 * load, so it is settled here, before any of them is imported.
 *
 * Memory (decisions 0017 and 0023): V8 sizes its heap from the machine (about 4 GB of old generation and 64 MB
 * semi-spaces here) and lets garbage pile up towards it, and glibc's malloc keeps freed memory of many arenas
 * resident, so a busy server's memory grew for as long as it ran. The process therefore runs with
 * `--max-old-space-size` of HEAP_LIMIT_MB, `--max-semi-space-size` of HEAP_SEMI_SPACE_MB, `--heap-growing-percent` of
 * HEAP_GROWING_PERCENT (how far the old generation grows past what is live before V8 collects it again) and glibc's
 * MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ (which glibc reads only at start): without them it replaces itself at once
 * (`process.execve`: the same process id, arguments and environment) with one that has them. A flag or variable given
 * by hand (command line or NODE_OPTIONS) is kept.
 */
import { processMemorySettings, sourceMapsWanted } from '@toonbank/config';

process.env.NODE_ENV ??= 'production';

/** The malloc variables this entry point added: glibc has read them; the processes this one starts do not get them. */
const ADDED = 'TOONBANK_MALLOC_ADDED';
const settings = processMemorySettings(process.env, process.execArgv);
if (settings && (settings.flags.length > 0 || Object.keys(settings.env).length > 0) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...settings.flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...settings.env,
    [ADDED]: Object.keys(settings.env).join(','),
  });
}
// The embedded PostgreSQL (one process per connection, each with its own memory contexts) keeps glibc's defaults.
for (const name of (process.env[ADDED] ?? '').split(',').filter(Boolean)) delete process.env[name];
delete process.env[ADDED];

// Source maps (SOURCE_MAPS, decision 0023): tsx switched them on; Node keeps every module's map in the heap once loaded.
if (!sourceMapsWanted(process.env, process.execArgv)) process.setSourceMapsEnabled(false);

await import('./main.ts');
