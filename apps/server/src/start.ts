/**
 * Entry point of `npm start`. React and React Router read NODE_ENV when they
 * load, so it is settled here, before any of them is imported.
 *
 * Memory (decision 0017): V8 sizes its heap limit from the machine (about 4 GB here) and lets garbage pile up towards
 * it, so a busy server's memory grew for as long as it ran. The process therefore runs with `--max-old-space-size` of
 * HEAP_LIMIT_MB: without that flag it replaces itself at once (`process.execve`: the same process id, arguments and
 * environment) with one that has it. A flag given by hand (command line or NODE_OPTIONS) is kept.
 */
import { heapLimitMb } from '@toonbank/config';

process.env.NODE_ENV ??= 'production';

const HEAP_FLAG = '--max-old-space-size';
const limit = heapLimitMb(process.env);
const flagGiven = process.execArgv.some((arg) => arg.startsWith(HEAP_FLAG)) || (process.env.NODE_OPTIONS ?? '').includes(HEAP_FLAG);
if (limit !== null && !flagGiven && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, `${HEAP_FLAG}=${limit}`, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

await import('./main.ts');
