import { defineConfig } from 'vitest/config';

// The React bindings' tests again, with React replaced by Preact through preact/compat,
// as a Preact merchant app resolves `react` (the design's "preact (SDK compat)").
export default defineConfig({
  test: {
    include: ['sdk/react/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 10_000,
    env: { PORTICO_UI: 'preact' },
  },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
});
