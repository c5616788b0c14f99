import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourceHash, writeStamp } from './build-stamp.ts';

/** A checkout in miniature: what the storefront build reads, and a build. */
const root = mkdtempSync(path.join(tmpdir(), 'toonbank-stamp-'));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
put('package-lock.json', '{"lockfileVersion":3}');
put('apps/storefront/app/root.tsx', 'export default 1;');
put('packages/domain/src/money.ts', 'export const cents = 1;');
put('apps/storefront/build/server/index.js', 'export {};');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the storefront build stamp (npm start builds only when needed)', () => {
  it('is current after a build and stale after a source, domain or lockfile change', async () => {
    expect(await buildIsCurrent(root)).toBe(false);
    await writeStamp(root);
    expect(await buildIsCurrent(root)).toBe(true);

    put('apps/storefront/app/root.tsx', 'export default 2;');
    expect(await buildIsCurrent(root)).toBe(false);
    await writeStamp(root);
    put('packages/domain/src/money.ts', 'export const cents = 2;');
    expect(await buildIsCurrent(root)).toBe(false);
    await writeStamp(root);
    put('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await buildIsCurrent(root)).toBe(false);
  });

  it('ignores the build output and installed packages, and needs the built server', async () => {
    await writeStamp(root);
    const before = await sourceHash(root);
    put('apps/storefront/build/client/assets/x.js', 'new output');
    put('apps/storefront/node_modules/x/index.js', 'installed');
    put('apps/storefront/.react-router/types/x.ts', 'generated');
    expect(await sourceHash(root)).toBe(before);
    expect(await buildIsCurrent(root)).toBe(true);
    rmSync(path.join(root, 'apps/storefront/build/server'), { recursive: true });
    expect(await buildIsCurrent(root)).toBe(false);
  });
});
