/* eslint-disable @typescript-eslint/no-non-null-assertion -- bench code: the nodes it queries are the ones it has just rendered */
// The kit as a host loads it: the elements package (both elements registered) and core.
import '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';
import { initialValues, parse, validateForm } from '@mcp-elicit/core';
import { SERVER } from '../lib/forms.mjs';
import { countControls, register } from './types.ts';

const elementOf = (container: HTMLElement) => container.firstElementChild as McpElicitForm;

register('kit', {
  async mount(container, c) {
    const form = document.createElement('mcp-elicit-form');
    form.server = SERVER;
    form.request = c.request as unknown as ElicitRequestFormParams;
    container.append(form);
    await form.updateComplete;
  },
  count: (container) => countControls(elementOf(container).shadowRoot!),
  unmount: (container) => elementOf(container).remove(),
});

/** Core's functions, for the first-use, validation and breakdown measurements. */
(globalThis as Record<string, unknown>).__benchKit = { parse, initialValues, validateForm };

/**
 * Where one <mcp-elicit-form> render's script time goes: the element's lifecycle methods wrapped with timers
 * (a diagnostic: the wrapping itself costs a little, so it runs apart from the timed render blocks).
 *   createRenderRoot  shadow root + adopted stylesheets
 *   willUpdate        parse(request) + initialValues (the form's start())
 *   render            the kit's render(): validateForm, error texts, messages, building the template values
 *   commit            LitElement.update() minus render(): Lit turning the templates into DOM (first render: clone + parts)
 */
type Phase = 'createRenderRoot' | 'willUpdate' | 'render' | 'update';
export function instrument(): { take(): Record<Phase, number>; restore(): void } {
  const ctor = customElements.get('mcp-elicit-form') as unknown as { prototype: Record<string, unknown> };
  const proto = ctor.prototype;
  const acc: Record<Phase, number> = { createRenderRoot: 0, willUpdate: 0, render: 0, update: 0 };
  const saved = new Map<Phase, { own: boolean; fn: unknown }>();
  for (const name of Object.keys(acc) as Phase[]) {
    const own = Object.hasOwn(proto, name);
    const fn = proto[name] as (...args: unknown[]) => unknown;
    saved.set(name, { own, fn });
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        return fn.apply(this, args);
      } finally {
        acc[name] += performance.now() - t0;
      }
    };
  }
  return {
    take() {
      const out = { ...acc };
      for (const k of Object.keys(acc) as Phase[]) acc[k] = 0;
      return out;
    },
    restore() {
      for (const [name, { own, fn }] of saved) {
        if (own) proto[name] = fn;
        else Reflect.deleteProperty(proto, name);
      }
    },
  };
}
(globalThis as unknown as { __benchKit: Record<string, unknown> }).__benchKit.instrument = instrument;
