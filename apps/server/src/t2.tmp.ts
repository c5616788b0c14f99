import { processMemorySettings } from '@toonbank/config';
const settings = processMemorySettings(process.env, process.execArgv);
console.log(process.pid, JSON.stringify(settings), process.execArgv.join(' '));
if (settings && (settings.flags.length > 0 || Object.keys(settings.env).length > 0) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...settings.flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...settings.env,
  });
}
console.log('through');
