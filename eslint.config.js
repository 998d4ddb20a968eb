// Lint: TypeScript rules with type information, plus the Lit and web-component rule sets for the elements.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

/** Browser globals that code meant to run anywhere (Node, workers, a server's bridge) must not touch. */
const DOM_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'customElements', 'CustomEvent'];

/** What the client may not import: the UI above it. */
const CLIENT_FORBIDDEN = ['@mcp-elicit/elements', '@mcp-elicit/elements/*', '@mcp-elicit/react', 'lit', 'lit/*', '@lit/*', 'react', 'react/*', 'react-dom', 'react-dom/*'];

/** What the files of one layer may not import, nor use from the page. */
function layer(files, forbidden, globalsForbidden) {
  const message = 'this layer may not depend on it (the layers, in the README under Layout: core → client → elements → react).';
  return {
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
      'no-restricted-globals': ['error', ...globalsForbidden.map((name) => ({ name, message: `${name} belongs to the page: ${message}` }))],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', 'test/helpers/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['packages/elements/src/**/*.ts', 'packages/react/src/**/*.{ts,tsx}'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['packages/elements/src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    rules: {
      // Leaving out keys with a rest pattern (`const { a, ...rest } = x`) is how an object is copied without them.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Layering: core is pure logic (no DOM, no framework, no protocol SDK, nothing of the kit's own); the client
  // never reaches up into the UI; the elements never into React.
  layer('packages/core/src/**/*.ts', ['@mcp-elicit/*', 'lit', 'lit/*', '@lit/*', 'react', 'react/*', 'react-dom', 'react-dom/*', '@modelcontextprotocol/*', 'tldts'], DOM_GLOBALS),
  layer('packages/client/src/**/*.ts', CLIENT_FORBIDDEN, DOM_GLOBALS),
  // Inside the client, the roles (docs/ARCHITECTURE.md): the question model stands on nothing of the client but its
  // errors; the adapters and the bridge stand on the model and never on each other; the bridge's two ends share
  // the wire and never import each other; the browser entry never carries the bridge's server end.
  layer('packages/client/src/question/**/*.ts', [...CLIENT_FORBIDDEN, '**/adapters/*', '**/bridge/**'], DOM_GLOBALS),
  layer('packages/client/src/adapters/**/*.ts', [...CLIENT_FORBIDDEN, '**/bridge/**'], DOM_GLOBALS),
  layer('packages/client/src/bridge/wire/**/*.ts', [...CLIENT_FORBIDDEN, '**/adapters/*', '**/server/*', '**/browser/*'], DOM_GLOBALS),
  layer('packages/client/src/bridge/server/**/*.ts', [...CLIENT_FORBIDDEN, '**/adapters/*', '**/browser/*'], DOM_GLOBALS),
  layer('packages/client/src/bridge/browser/**/*.ts', [...CLIENT_FORBIDDEN, '**/adapters/*', '**/server/*'], DOM_GLOBALS),
  layer('packages/client/src/browser.ts', [...CLIENT_FORBIDDEN, '**/bridge/server/*'], DOM_GLOBALS),
  layer('packages/elements/src/**/*.ts', ['@mcp-elicit/react', 'react', 'react/*', 'react-dom', 'react-dom/*', '@lit/react'], []),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright drivers: the callbacks they hand to the page run in the browser (and the packaging check's page).
    files: ['test/demo/*.mjs', 'test/screenshot.mjs', 'test/packaging/check.mjs', 'test/packaging/consumer/page/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    rules: {
      // Tests assert on values that the types say are present; a failed `!` shows up as a failed test.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // chai's property assertions (`expect(x).to.exist`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
