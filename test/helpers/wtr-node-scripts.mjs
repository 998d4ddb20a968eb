// Test-runner command that runs a Node script of the test package (no DOM) and returns its JSON output,
// for checks that belong on the server side, such as server rendering.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPTS = { 'ssr-render': 'ssr/render.mjs' };

export function nodeScripts() {
  return {
    name: 'node-scripts',
    executeCommand({ command, payload }) {
      if (command !== 'node-script' || !(payload?.name in SCRIPTS)) return undefined;
      return new Promise((resolve, reject) => {
        execFile(process.execPath, [path.join(root, SCRIPTS[payload.name])], { cwd: root, timeout: 30_000 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`${payload.name} failed: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout));
        });
      });
    },
  };
}
