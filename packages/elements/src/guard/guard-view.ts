/**
 * What the guard rails' three elements share: the host's text overrides, the density, their texts (the form's
 * and the rails', in the closest language) and a first render that waits for a language's texts, so no English
 * shows first (as the question elements do).
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import type { Messages } from '@mcp-elicit/core';
import type { Density } from '../shared/elicit-element.js';
import { guardLocalize } from './words.js';

export abstract class GuardView extends LitElement {
  /** Its reactive properties (declared without decorators, as the elements' are), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    messages: { attribute: false },
    density: { reflect: true },
  };
  /** Overrides of any text, key by key (as the other elements' `messages`). */
  messages?: Partial<Messages>;

  /** `compact` for a chat transcript or a side panel, as the other elements' `density`. */
  density?: Density;

  protected readonly localize = guardLocalize(this);

  /** Under any `lang` but English, renders once that language's texts are in. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    const pending = this.localize.loading();
    if (pending) return pending.then(() => super.scheduleUpdate());
    void super.scheduleUpdate();
    return undefined;
  }
}
