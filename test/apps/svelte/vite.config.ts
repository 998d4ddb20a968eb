import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  // Relative asset paths: the built app is served under a path of the test runner's.
  base: './',
  plugins: [svelte()],
});
