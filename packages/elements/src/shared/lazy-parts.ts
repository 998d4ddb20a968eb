/**
 * The one render gate for parts of an element loaded on demand (a language's texts, the record line, the review,
 * the suffix list ...), as a controller: the element says once, per part, when an update needs it, and its
 * `scheduleUpdate` asks `pending()` what to wait for.
 *
 * - `gate(module, when)`: an update in which `when()` holds renders only once the module is in (or failed to load:
 *   the element falls back), so a view never shows half its words or a step before its logic.
 * - `want(module)`: the element renders meanwhile (the URL element says it is checking the address); the module
 *   loads once, the host updates when it arrives or fails, and the host's `updateComplete` can cover the load
 *   (`wanted`), so whoever awaits the element sees the finished view.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Lazy } from './lazy.js';

/** What an update waits for, if anything: a load under way, or none. */
type Waiter = () => Promise<unknown> | undefined;

export class LazyParts {
  readonly #waiters: Waiter[] = [];
  /** Modules wanted without a gate, while they load. */
  readonly #wanted = new Map<Lazy<unknown>, null | undefined>();
  /** Their loads. */
  readonly #loads: Promise<void>[] = [];

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** An update in which `when()` holds renders once `module` has loaded (or failed to). */
  gate(module: Lazy<unknown>, when: () => unknown): void {
    this.#waiters.push(() => (!module.loaded() && when() ? module.load() : undefined));
  }

  /** An update waits for whatever `waiter` says is on its way (a language's texts: the localize controller's). */
  wait(waiter: Waiter): void {
    this.#waiters.push(waiter);
  }

  /**
   * What the next update waits for, or `undefined` when nothing (then the update stays synchronous, as Lit's is).
   * A part that arrives may make another needed (a draft's values show errors, whose texts come with the views):
   * each is asked again once the first have arrived; one that was waited for is not waited for twice in the same
   * update, so a part that fails to load lets the update go on without it.
   */
  pending(): Promise<unknown> | undefined {
    return this.#round(new Set());
  }

  #round(waited: Set<Waiter>): Promise<unknown> | undefined {
    const loads: Promise<unknown>[] = [];
    for (const waiter of this.#waiters) {
      if (waited.has(waiter)) continue;
      const load = waiter();
      if (!load) continue;
      waited.add(waiter);
      loads.push(load);
    }
    return loads.length ? Promise.all(loads).then(() => this.#round(waited)) : undefined;
  }

  /**
   * The module if it is in, `null` once its load failed (the element falls back; it is not tried again), or
   * `undefined` while it loads: the load starts on the first call, and the host updates when it has arrived or failed.
   */
  want<T>(module: Lazy<T>): T | null | undefined {
    const loaded = module.loaded();
    if (loaded || this.#wanted.has(module)) return loaded ?? this.#wanted.get(module);
    this.#wanted.set(module, undefined);
    this.#loads.push(
      module.load().then((value) => {
        if (value === undefined) this.#wanted.set(module, null);
        this.#host.requestUpdate();
      }),
    );
    return undefined;
  }

  /** Resolves once every module wanted so far has arrived or failed (and the host was asked to update). */
  get wanted(): Promise<unknown> {
    return Promise.all(this.#loads);
  }
}
