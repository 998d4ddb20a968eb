// WebKitGTK for a test run: a virtual X display (MiniBrowser has no headless mode) and WebKitWebDriver on a
// free port, both started here and stopped by `stop()`, so a run needs nothing started by hand.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { webkitDriverPath } from './browser.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on the first free display; Xvfb writes the number it took to fd 3 once it accepts clients. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => (stderr += chunk));
    xvfb.once('error', (e) => reject(new Error(`Xvfb could not start (${e.message}); install it: sudo apt-get install -y xvfb`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}): ${stderr.trim()}`)));
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ process: xvfb, display: `:${out.trim()}` });
    });
  });
}

async function waitForDriver(port, driver) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

const stopProcess = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Starts the display and the driver; returns the driver's port and a `stop` that ends both. */
export async function startWebkitDriver() {
  const xvfb = await startXvfb();
  const port = await freePort();
  // UTC and the C locale like the other engines' runs; the locale also fixes the date segments' order and the
  // 24-hour clock that helpers/fill.ts types into.
  const env = { ...process.env, DISPLAY: xvfb.display, TZ: 'UTC', LC_ALL: 'C.UTF-8' };
  // WebKit's sandbox cannot start as root (as CI runs); the driver's MiniBrowser inherits this.
  if (process.getuid?.() === 0) env.WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS = '1';
  const driver = spawn(webkitDriverPath(), [`--port=${port}`], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    await stopProcess(driver);
    await stopProcess(xvfb.process);
  };
  try {
    await waitForDriver(port, driver);
  } catch (e) {
    await stop();
    throw e;
  }
  return { port, stop };
}
