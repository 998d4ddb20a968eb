// rjsf 6 with the default theme, no CSS, the default ajv8 validator; production React bundled with it.
import Form from '@rjsf/core';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { countControls, register } from './types.ts';

const roots = new WeakMap<HTMLElement, Root>();

register('rjsf', {
  mount(container, c) {
    const root = createRoot(container);
    roots.set(container, root);
    flushSync(() => root.render(<Form schema={c.rjsf.schema} uiSchema={c.rjsf.uiSchema} validator={validator} />));
  },
  count: (container) => countControls(container),
  unmount: (container) => roots.get(container)?.unmount(),
});

(globalThis as Record<string, unknown>).__benchRjsf = { validator, customizeValidator };
