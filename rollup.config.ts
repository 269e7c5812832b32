import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import type { RollupOptions } from 'rollup';
import { readFileSync } from 'node:fs';

// sdk/ → dist/sdk: ESM and CommonJS builds with types for bundlers and require(), and a
// minified IIFE that the checkout origin serves at /sdk/v{version}/portico.js for a <script> tag.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const banner = `/*! Portico SDK v${pkg.version} */`;
const ts = (declarations: boolean) =>
  typescript({
    tsconfig: './tsconfig.sdk.json',
    noEmitOnError: true,
    declaration: declarations,
    ...(declarations ? { declarationDir: 'dist/sdk/types' } : { declarationDir: undefined }),
  });

const config: RollupOptions[] = [
  {
    input: 'sdk/index.ts',
    output: [
      { file: 'dist/sdk/portico.mjs', format: 'es', banner, sourcemap: true },
      // require('portico'): the same module, no more side effects than the ESM one (none at import).
      { file: 'dist/sdk/portico.cjs', format: 'cjs', exports: 'named', banner, sourcemap: true },
    ],
    // Comlink is bundled (its wrap() is the SDK's side of the frame's RPC): the package has no dependencies.
    plugins: [nodeResolve(), ts(true)],
  },
  {
    input: 'sdk/script-entry.ts',
    output: { file: 'dist/sdk/portico.js', format: 'iife', name: 'Portico', banner, sourcemap: true },
    // ecma 2020: the source is ES2022 (not toplevel mangling: it would rename the IIFE's global, Portico;
    // the bundle's own names are inside the IIFE's function, and mangled). hoist_funs and inline: 1
    // (only functions without arguments inlined) measured 10,530 → 10,453 B gzip: a function kept
    // whole compresses against its twins, one inlined at each call does not.
    plugins: [
      nodeResolve(),
      ts(false),
      terser({ format: { comments: /^!/ }, ecma: 2020, compress: { passes: 3, unsafe_arrows: true, hoist_funs: true, inline: 1 } }),
    ],
  },
  {
    // portico/react: the bindings beside the ESM build, importing it (one SDK, one set of groups) and the app's React.
    input: 'sdk/react/index.ts',
    external: (id) => id === 'react' || id === '../index',
    // "use client" first: Next.js's App Router then lets a server component render <PorticoProvider>.
    // A directive in the source would be dropped by rollup (it warns "Module level directives cause
    // errors when bundled"); as the banner it is the file's first statement (sdk/react/directive.test.ts).
    output: [
      { file: 'dist/sdk/react.mjs', format: 'es', banner: `'use client';\n${banner}`, sourcemap: true, paths: (id) => (id === 'react' ? id : './portico.mjs') },
      {
        file: 'dist/sdk/react.cjs',
        format: 'cjs',
        exports: 'named',
        banner: `'use client';\n${banner}`,
        sourcemap: true,
        paths: (id) => (id === 'react' ? id : './portico.cjs'),
      },
    ],
    plugins: [ts(false)],
  },
  {
    // Loaded on demand by element.confirm() from /sdk/v{version}/portico-3ds.mjs when a bank asks for a challenge.
    input: 'sdk/three-ds/challenge.ts',
    output: { file: 'dist/sdk/portico-3ds.mjs', format: 'es', banner, sourcemap: true },
    plugins: [ts(false), terser({ format: { comments: /^!/ }, ecma: 2020, module: true, compress: { passes: 3, unsafe_arrows: true } })],
  },
  {
    // Loaded on demand by the consent calls and an express checkout's answers (sdk/call-readers.ts) from /sdk/v{version}/portico-calls.mjs.
    input: 'sdk/on-demand-calls.ts',
    output: { file: 'dist/sdk/portico-calls.mjs', format: 'es', banner, sourcemap: true },
    plugins: [ts(false), terser({ format: { comments: /^!/ }, ecma: 2020, module: true, compress: { passes: 3, unsafe_arrows: true } })],
  },
  {
    // portico/server, for the merchant's server (Node): in dist/server, which the checkout origin
    // does not serve. node: built-ins stay imports; types per format as the SDK's (scripts/pack-sdk.mjs).
    input: 'sdk/server/index.ts',
    external: (id) => id.startsWith('node:'),
    output: [
      { file: 'dist/server/server.mjs', format: 'es', banner, sourcemap: true },
      { file: 'dist/server/server.cjs', format: 'cjs', exports: 'named', banner, sourcemap: true },
    ],
    plugins: [typescript({ tsconfig: './tsconfig.server.json', noEmitOnError: true, declaration: true, declarationDir: 'dist/server/types' })],
  },
  {
    // What a browser build gets for portico/server (the package's `browser` condition): a throw at import.
    input: 'sdk/server/server-only.ts',
    output: [
      { file: 'dist/server/server-only.mjs', format: 'es', banner },
      { file: 'dist/server/server-only.cjs', format: 'cjs', banner },
    ],
    plugins: [typescript({ tsconfig: './tsconfig.server.json', noEmitOnError: true, declaration: false, declarationDir: undefined })],
  },
];

export default config;
