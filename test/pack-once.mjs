// Packs the four packages into the pack cache (packaging/check.mjs), so that what runs after finds them packed.
// `pnpm test` runs it before the static checks and the browser tests start side by side: a pack's prepack builds
// the packages again, rewriting built files (the styles, the bundle, the manifest) that those steps read.
//
//   node test/pack-once.mjs
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages } from './packaging/check.mjs';

/** Packs (or finds the pack of these sources); says how long it took, or why it failed, and never throws. */
export async function packOnce() {
  const started = Date.now();
  const destination = await mkdtemp(join(tmpdir(), 'mcp-elicit-pack-'));
  try {
    await packPackages(destination);
    console.log(`Packed the packages once for this run (${Math.round((Date.now() - started) / 1000)} s).`);
    return true;
  } catch (error) {
    console.log(`Packing the packages failed; the files that pack will say why. ${String(error?.message ?? error).split('\n')[0]}`);
    return false;
  } finally {
    await rm(destination, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await packOnce();
