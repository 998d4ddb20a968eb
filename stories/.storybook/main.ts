import type { StorybookConfig } from '@storybook/web-components-vite';

// One Storybook for the custom elements and the React wrappers: the web-components framework reads the
// elements' custom-elements.json for controls and docs; React stories mount their tree with react-dom.
const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The kit's sandbox page for servers' own forms, which the app stories frame from the other name of this server.
  staticDirs: [{ from: '../../packages/elements/sandbox', to: '/' }],
};

export default config;
