// The custom-elements.json manifest, read from the classes' JSDoc: editors, Storybook and docs use it.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
};
