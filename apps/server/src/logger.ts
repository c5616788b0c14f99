import pino from 'pino';

/** JSON lines for machines; readable lines when a person watches a terminal. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    // Belt and braces: no line names a person or carries a secret (the access log holds no such fields to begin with).
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'email', 'password', 'token', '*.email', '*.password', '*.token'],
      censor: '[verborgen]',
    },
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  });
}
