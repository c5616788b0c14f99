import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(port: number) {
    super(`poort ${port} is al in gebruik (draait Toonbank al?). Stop het andere proces of kies een andere PORT.`);
    this.name = 'PortInUseError';
  }
}

/** Fails fast when the HTTP port is taken, before anything else (like the database) starts. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
