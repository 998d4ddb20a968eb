/** A module some requests need, as a controller: the host updates when it arrives (the URL element's suffix list). */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lazy } from './lazy.js';

/**
 * A module an element needs for some requests only (the Public Suffix List for URL requests), loaded on first
 * use: `want()` starts the import once, and the host updates when it has arrived or failed. A host's
 * `updateComplete` waits for it (`pending`, `settled()`), so whoever awaits the element sees the finished view.
 */
export class LazyModuleController<T> implements ReactiveController {
  /** Whether the last load failed (the element falls back). */
  failed = false;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly module: Lazy<T>,
  ) {
    host.addController(this);
  }

  /** The module, once loaded. */
  get value(): T | undefined {
    return this.module.loaded();
  }

  /** Starts loading the module unless it is here or on its way. */
  want(): void {
    if (this.module.loaded() || this.loading) return;
    this.loading = this.module.load().then((loaded) => {
      this.failed = loaded === undefined;
      this.loading = undefined;
      this.host.requestUpdate();
    });
  }

  /** Whether a load is under way. */
  get pending(): boolean {
    return this.loading !== undefined;
  }

  /** Resolves when the load under way (if any) has ended and the host has updated with it. */
  async settled(): Promise<void> {
    await this.loading;
  }

  hostConnected(): void {}
}
