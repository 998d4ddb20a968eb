// The Durable Object question store's caps in the Workers runtime (workerd, through miniflare): the object of
// store-caps-worker.ts fills its store past each cap, then the runtime restarts and the
// object's next life counts what its storage holds. Prints each step's outcome, as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { bundleWorker, COMPATIBILITY } from './host.mjs';

const persist = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-do-store-'));
const options = {
  ...COMPATIBILITY,
  modules: true,
  script: await bundleWorker('store-caps-worker.ts'),
  durableObjects: { Questions: { className: 'QuestionsObject', useSQLite: true } },
  durableObjectsPersist: persist,
};
const outcome = {};
let mf = new Miniflare(options);
try {
  const step = async (name) => (await mf.dispatchFetch(`http://store.test/${name}`)).json();
  outcome.fill = await step('fill');
  outcome.stored = await step('storage');
  // The runtime goes away with the object's memory (its store's counts); its storage stays.
  await mf.dispose();
  mf = new Miniflare(options);
  outcome.again = await step('again');
  outcome.storedAfter = await step('storage');
} finally {
  await mf.dispose();
  await rm(persist, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(outcome));
