// Which browsers the tests drive: Chromium (CHROME_PATH, else Debian's /usr/bin/chromium), Firefox and WebKitGTK; a
// clear stop naming the package to install when one is missing.
import { existsSync, readdirSync } from 'node:fs';

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

/** The browser engines the tests run in; `chromium` alone runs the time-zone groups and the DevTools checks. */
export const engines = ['chromium', 'firefox', 'webkit'];

/** The first of `candidates` that exists, else a clear stop naming what to install. */
function findOrStop(what, candidates, install) {
  const found = candidates.filter(Boolean).find((path) => existsSync(path));
  if (found) return found;
  console.error(`No ${what} found for the browser tests (looked for ${candidates.filter(Boolean).join(', ')}).\nInstall it: ${install}`);
  process.exit(1);
}

/** Firefox (Debian's ESR by default), driven by Puppeteer over WebDriver BiDi. */
export const firefoxPath = () =>
  findOrStop('Firefox', [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'], 'sudo apt-get install -y firefox-esr, or set FIREFOX_PATH');

const webkitInstall = 'sudo apt-get install -y webkit2gtk-driver xvfb';

/** WebKitGTK's WebDriver server, which starts MiniBrowser for each session. */
export const webkitDriverPath = () => findOrStop('WebKitWebDriver', [process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver'], webkitInstall);

/** MiniBrowser lives in the multiarch library folder on Debian and Ubuntu, in libexec elsewhere. */
export function miniBrowserPath() {
  const libDirs = ['/usr/lib', '/usr/libexec', '/usr/lib64'];
  const multiarch = existsSync('/usr/lib') ? readdirSync('/usr/lib').filter((d) => /-linux-gnu/.test(d)).map((d) => `/usr/lib/${d}`) : [];
  const candidates = [...multiarch, ...libDirs].flatMap((dir) => ['4.1', '4.0', '6.0'].map((v) => `${dir}/webkit2gtk-${v}/MiniBrowser`));
  return findOrStop('WebKitGTK MiniBrowser', [process.env.WEBKIT_MINIBROWSER_PATH, ...candidates], webkitInstall);
}
