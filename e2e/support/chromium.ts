import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export const CHROMIUM_MISSING =
  "Geen Chromium gevonden voor de end-to-end tests. Installeer Debian's Chromium met `sudo apt-get install -y chromium` " +
  '(of zet CHROME_PATH naar een Chromium/Chrome-binary) en probeer het opnieuw.';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
