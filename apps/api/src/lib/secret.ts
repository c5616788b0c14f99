import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token signing secret: JWT_SECRET when configured; otherwise one generated
 * on first start into `<dataDir>/jwt-secret` (never in the repository or logs).
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}
