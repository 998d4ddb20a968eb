/**
 * A view that follows the guard rails: it subscribes while connected (and to the rails it is given now), and
 * updates on every change they report. The two views share it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Followed {
  subscribe(listener: () => void): () => void;
}

export class FollowRails implements ReactiveController {
  private following?: { rails: Followed; stop: () => void };

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isConnected: boolean },
    private readonly rails: () => Followed | undefined,
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** Follows the rails the host has now (call when they may have changed). */
  sync(): void {
    const rails = this.host.isConnected ? this.rails() : undefined;
    if (this.following?.rails === rails) return;
    this.following?.stop();
    this.following = rails && { rails, stop: rails.subscribe(this.changed) };
    if (rails) this.changed();
  }

  hostConnected(): void {
    this.sync();
  }

  hostUpdate(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.following?.stop();
    this.following = undefined;
  }
}
