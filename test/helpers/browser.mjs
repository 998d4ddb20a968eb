// Which Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else a clear stop.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  console.error(
    [
      'No Chromium found for the browser tests.',
      process.env.CHROME_PATH ? `CHROME_PATH points to "${process.env.CHROME_PATH}", which does not exist.` : '',
      'Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}

/** Flags for headless runs as root on machines without outside network access. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
