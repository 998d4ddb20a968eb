import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import '@mcp-elicit/elements';
import '../src/support/payload-log.js';
import { globalTypes, initialGlobals, withFrame } from '../src/support/frame.js';
import { controlsManifest } from '../src/support/manifest.js';

// Controls come from the elements' custom-elements.json (public API; parts are listed on the docs pages).
setCustomElementsManifest(controlsManifest);

const preview: Preview = {
  decorators: [withFrame],
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Any axe violation is an error in the a11y panel; CI runs axe over every story (smoke.mjs).
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Introduction', 'Elements', ['mcp-elicit-form', ['Docs', 'Fields', 'States', 'Look', 'Corpus'], 'mcp-elicit-url', ['Docs', 'Addresses', 'States']], 'React', ['Docs', '*']],
      },
    },
  },
};

export default preview;
