/**
 * The React merchant app, built twice from one source: `--mode react` with React 19 and
 * `--mode preact` with Preact through preact/compat (the aliases a Preact app sets), into
 * dist/examples/{mode}/, served by the demo merchant at `/{mode}/`. `portico` and
 * `portico/react` are the built SDK (dist/sdk), what the package ships.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

const dist = (path: string) => fileURLToPath(new URL(`../../dist/${path}`, import.meta.url));

const UIS = { react: 'React', preact: 'Preact' } as const;

const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode }) => {
  if (mode !== 'react' && mode !== 'preact') throw new Error(`examples/react-app: --mode react or --mode preact, not ${mode}`);
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: `/${mode}/`,
    logLevel: 'warn',
    define: { __UI__: JSON.stringify(UIS[mode]) },
    resolve: {
      alias: [
        { find: /^portico$/, replacement: dist('sdk/portico.mjs') },
        { find: /^portico\/react$/, replacement: dist('sdk/react.mjs') },
        ...(mode === 'preact' ? PREACT_ALIASES : []),
      ],
    },
    build: { outDir: dist(`examples/${mode}`), emptyOutDir: true, sourcemap: true },
  };
});
