/**
 * The step of an element as a custom state hosts can style by (`mcp-elicit-form:state(review)`), as a
 * controller: after each update it shows the one state the element's answer is in, and no other.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The steps hosts can style by: `:state(review)`, `:state(done)`, `:state(unsupported)`, `:state(waiting)`,
 * `:state(expired)`.
 */
export const STEP_STATES = ['review', 'done', 'unsupported', 'waiting', 'expired'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Browsers before 2024 took only dashed names (`:--review`); today's take the plain one. */
function addState(states: CustomStateSet, name: string): void {
  try {
    states.add(name);
  } catch {
    states.add(`--${name}`);
  }
}

export class StatesController implements ReactiveController {
  /**
   * Where the custom states live, once one is shown (attached then: most questions never leave their first step
   * before they are answered, and a first render need not make them); absent where the browser has no internals.
   */
  #states: CustomStateSet | undefined;
  /** The state shown now (none at first): an update that keeps it touches nothing. */
  #shown: StepState | undefined;

  /** `step` says the state the host is in now; none while the question is open. */
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #step: () => StepState | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, step: () => StepState | undefined) {
    this.#host = host;
    this.#step = step;
    host.addController(this);
  }

  hostUpdated(): void {
    const step = this.#step();
    if (step === this.#shown) return;
    this.#shown = step;
    const host = this.#host;
    this.#states ??= typeof host.attachInternals === 'function' ? host.attachInternals().states : undefined;
    const states = this.#states;
    if (!states) return;
    for (const name of STEP_STATES) {
      if (name === step) addState(states, name);
      else {
        states.delete(name);
        states.delete(`--${name}`);
      }
    }
  }
}
