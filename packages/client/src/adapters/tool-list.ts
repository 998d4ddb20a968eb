/**
 * What an SDK binding knows of its server's tools: their annotations, learnt from the tool lists the host's own
 * `listTools` calls return (observed, not asked again), so that each question can carry its tool's
 * (`AskContext.annotations`). A question from a tool not seen in a list yet waits for one listing of the binding's
 * own, made once, lazily, page by page up to a bound, and never longer than `TOOL_LIST_WAIT_MS`: after that it is
 * asked without annotations (its tool then counts as one that may destroy, as the spec's defaults read).
 */
import { isObject } from '@mcp-elicit/core/base';
// From the guard's entry, loaded with this module: what a page loads up front never reaches it.
import { toolAnnotations, type ToolAnnotations } from '@mcp-elicit/core/guard';
import { timerAfter } from '../timer.js';

/** How long a question waits for the binding's own listing of the tools (ms). */
export const TOOL_LIST_WAIT_MS = 5_000;
/** The pages of `tools/list` the binding's own listing reads at most (v1 returns one page per call). */
const MAX_PAGES = 20;

/** The method both SDKs' clients have (v1: one page per call; v2: every page, or its cache). */
type ListTools = (params?: { cursor?: string }, options?: { timeout?: number }) => Promise<unknown>;

export interface ToolList {
  /** The tool's annotations: `undefined` for a tool unknown after at most one listing, or listed without them. */
  annotationsOf(tool: string, signal?: AbortSignal): Promise<ToolAnnotations | undefined>;
  /** Gives the client its own `listTools` back. */
  restore(): void;
}

export function watchToolList(client: object): ToolList {
  /** By tool name; `null` for a tool listed without annotations. */
  const known = new Map<string, ToolAnnotations | null>();
  const learn = (result: unknown) => {
    const tools = isObject(result) ? result['tools'] : undefined;
    if (!Array.isArray(tools)) return;
    for (const tool of tools) {
      if (isObject(tool) && typeof tool['name'] === 'string') known.set(tool['name'], toolAnnotations(tool['annotations']) ?? null);
    }
  };
  const holder = client as { listTools?: ListTools };
  const own = Object.prototype.hasOwnProperty.call(client, 'listTools');
  const original = holder.listTools;
  if (typeof original === 'function') {
    // The host's own calls are observed as they are: same arguments, same promise.
    holder.listTools = function (this: unknown, ...args: Parameters<ListTools>) {
      const listed = original.apply(this, args);
      listed.then(learn, () => undefined);
      return listed;
    };
  }

  let listing: Promise<void> | undefined;
  /** The binding's one listing: every page up to the bound; a failure leaves the tools unknown. */
  const listOnce = () =>
    (listing ??= (async () => {
      if (typeof original !== 'function') return;
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await original.call(client, cursor === undefined ? undefined : { cursor }, { timeout: TOOL_LIST_WAIT_MS });
        learn(result);
        const next = isObject(result) ? result['nextCursor'] : undefined;
        if (typeof next !== 'string') return;
        cursor = next;
      }
    })().catch(() => undefined));

  const waitFor = (work: Promise<void>, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      const cancel = timerAfter(TOOL_LIST_WAIT_MS, done, { unref: true });
      signal?.addEventListener('abort', done, { once: true });
      void work.then(done);
      function done() {
        cancel();
        signal?.removeEventListener('abort', done);
        resolve();
      }
    });

  return {
    async annotationsOf(tool, signal) {
      if (!known.has(tool) && !signal?.aborted) await waitFor(listOnce(), signal);
      return known.get(tool) ?? undefined;
    },
    restore() {
      if (typeof original !== 'function') return;
      if (own) holder.listTools = original;
      else delete holder.listTools;
    },
  };
}
