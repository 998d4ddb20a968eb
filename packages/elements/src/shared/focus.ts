/**
 * Where the focus goes inside an element, as a controller: focusing the element focuses its first control, a step
 * that replaces the focused control hands the focus on (`after`), and a render that takes the focused control away
 * without saying where (the question folding into its record line) leaves it on the record line, not on the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What can take the focus inside the elements, in document order (links only in the error summary). */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

export interface FocusHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
}

export class FocusController implements ReactiveController {
  /** Whether the focus was inside when the update under way began. */
  #hadFocus = false;

  readonly #host: FocusHost;

  constructor(host: FocusHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether the focus is inside the element's shadow root (read from the root, not by searching its tree). */
  get inside(): boolean {
    return !!(this.#host.renderRoot as ShadowRoot | undefined)?.activeElement;
  }

  /** The element's first control (the first field, or the first button), if any. */
  first(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(FOCUSABLE);
  }

  /** Once the update under way has rendered, focuses what `selector` finds. */
  async after(selector: string): Promise<void> {
    await this.#host.updateComplete;
    this.#host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  hostUpdate(): void {
    this.#hadFocus = this.inside;
  }

  hostUpdated(): void {
    if (this.#hadFocus && !this.inside) this.#host.renderRoot.querySelector<HTMLElement>('[part~="record"]')?.focus();
  }
}
