import pino from 'pino';

/** JSON lines for machines; readable lines when a person watches a terminal. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  });
}
