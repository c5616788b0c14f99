// `npm test` runs browser tests: fail early, with the way out, when no Chromium is installed.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
if (!candidates.some((path) => existsSync(path))) {
  console.error(
    'Geen Chromium gevonden voor de end-to-end tests.\n' +
      "Installeer Debian's Chromium: sudo apt-get install -y chromium\n" +
      'of wijs een Chromium/Chrome-binary aan met CHROME_PATH=/pad/naar/chromium npm test',
  );
  process.exit(1);
}
