// sdk/'s prepack: builds (dist/, when stale: a fresh clone, or sources changed; never
// while another build runs) and copies what a merchant installs into sdk/dist: the ESM and
// CommonJS builds, the React bindings (portico/react) and the server helper (portico/server,
// with the module a browser build gets instead, which throws) in both, the script-tag IIFE, and
// the types: the declarations the package's entry points reach (no test helper, no module
// only the checkout serves), once per format (below). Not the source maps: the module
// builds are the unminified source with its comments, and the script tag's map is served
// beside it by the checkout origin. Not the 3-D Secure module or the call readers (the
// SDK loads them from the checkout origin), nor the precompressed copies. npm adds
// sdk/README.md and sdk/LICENSE itself.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/sdk');
// portico/server's build and declarations: beside the SDK's, not in dist/sdk, which the checkout origin serves.
const builtServer = join(root, 'dist/server');
const into = join(root, 'sdk/dist');
const manifest = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8'));

/** The build's file without its `//# sourceMappingURL=` line, which would name a map the package does not hold. */
function copyWithoutMap(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, readFileSync(from, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
}

/** Every `types` file the manifest's exports name, as paths inside the package. */
function typesOfExports(value) {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'types' ? [inner] : typesOfExports(inner)));
}

// The declarations keep the sources' extensionless imports ('./element', '../protocol'),
// which only bundler resolution follows; a merchant's Node ESM project (moduleResolution
// node16/nodenext) needs the file: './element.js', '../protocol/index.js'. Each file is
// copied with its imports so written, and the files it imports after it: only what an
// entry point reaches is in the package.
const RELATIVE_IMPORT = /(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g;
function copyDeclarations(entry, fromDir, toDir, copied = new Set()) {
  if (copied.has(entry)) return copied;
  copied.add(entry);
  const path = join(fromDir, entry);
  const imports = [];
  const text = readFileSync(path, 'utf8').replace(RELATIVE_IMPORT, (whole, lead, quote, spec) => {
    const target = resolve(dirname(path), spec);
    const [file, written] = existsSync(`${target}.d.ts`)
      ? [`${target}.d.ts`, `${spec}.js`]
      : existsSync(join(target, 'index.d.ts'))
        ? [join(target, 'index.d.ts'), `${spec}/index.js`]
        : [null, null];
    if (file === null) throw new Error(`pack-sdk: ${path} imports ${spec}, which has no declaration`);
    imports.push(relative(fromDir, file));
    return `${lead}${quote}${written}${quote}`;
  });
  mkdirSync(dirname(join(toDir, entry)), { recursive: true });
  writeFileSync(join(toDir, entry), text);
  for (const next of imports) copyDeclarations(next, fromDir, toDir, copied);
  return copied;
}

buildIfStale();
rmSync(into, { recursive: true, force: true });
mkdirSync(into, { recursive: true });
for (const name of ['portico.mjs', 'portico.cjs', 'react.mjs', 'react.cjs']) copyWithoutMap(join(built, name), join(into, name));
for (const name of ['server.mjs', 'server.cjs', 'server-only.mjs', 'server-only.cjs']) copyWithoutMap(join(builtServer, name), join(into, name));

// The ESM types: the import condition's entry points and what they reach (protocol's
// declarations, reached from both builds, are the same files).
const esmEntries = [...new Set(typesOfExports(manifest.exports).filter((path) => path.startsWith('./dist/types/')))];
for (const entry of esmEntries) {
  const from = entry.startsWith('./dist/types/sdk/server/') ? join(builtServer, 'types') : join(built, 'types');
  copyDeclarations(relative('./dist/types', entry), from, join(into, 'types'));
}

// TypeScript reads a .d.ts as ESM or CommonJS by the nearest package.json's "type". The
// package is "module", so a CommonJS project under node16/nodenext would be told it cannot
// require() the ESM types: the `require` condition gets the same declarations in a folder
// whose package.json says "commonjs".
cpSync(join(into, 'types'), join(into, 'types-cjs'), { recursive: true });
writeFileSync(join(into, 'types-cjs/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);

// `portico/portico.js`, the script-tag build: a classic script, neither module format. In a
// folder whose package.json says "commonjs", so that Node and TypeScript read it (and its
// types) as CommonJS from either condition, never as an ES module a require() cannot load.
// Its types declare the global it defines.
copyWithoutMap(join(built, 'portico.js'), join(into, 'script/portico.js'));
writeFileSync(join(into, 'script/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
writeFileSync(
  join(into, 'script/portico.d.ts'),
  [
    '/** What `<script src=".../portico.js">` defines: the global `Portico`, the SDK\'s exports (`Portico.init()`). */',
    'declare global {',
    "  var Portico: typeof import('../types-cjs/sdk/index.js');",
    '}',
    'export {};',
    '',
  ].join('\n'),
);

const missing = typesOfExports(manifest.exports).filter((path) => !existsSync(join(root, 'sdk', path)));
if (missing.length > 0) throw new Error(`pack-sdk: sdk/package.json names types the package lacks: ${missing.join(', ')}`);
