// sdk/'s prepack: builds (dist/, when stale: a fresh clone, or sources changed; never
// while another build runs) and copies what a
// merchant installs into sdk/dist: the ESM and CommonJS builds, the script-tag IIFE, the React
// bindings (portico/react) in both, their source maps and the types, twice (below). Not the 3-D
// Secure module (the SDK loads it from the checkout origin when a bank asks for a challenge) nor
// the precompressed copies. npm adds sdk/README.md and sdk/LICENSE itself.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/sdk');
const into = join(root, 'sdk/dist');

buildIfStale();
rmSync(into, { recursive: true, force: true });
mkdirSync(into, { recursive: true });
for (const name of ['portico.mjs', 'portico.cjs', 'portico.js', 'react.mjs', 'react.cjs']) {
  for (const file of [name, `${name}.map`]) cpSync(join(built, file), join(into, file));
}
cpSync(join(built, 'types'), join(into, 'types'), { recursive: true });

// The declarations keep the sources' extensionless imports ('./element', '../protocol'),
// which only bundler resolution follows; a merchant's Node ESM project (moduleResolution
// node16/nodenext) needs the file: './element.js', '../protocol/index.js'.
function withExtensions(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) withExtensions(path);
    else if (name.endsWith('.d.ts'))
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(/(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, spec) => {
          const target = resolve(dirname(path), spec);
          const file = existsSync(`${target}.d.ts`) ? `${spec}.js` : existsSync(join(target, 'index.d.ts')) ? `${spec}/index.js` : null;
          if (file === null) throw new Error(`pack-sdk: ${path} imports ${spec}, which has no declaration`);
          return `${lead}${quote}${file}${quote}`;
        }),
      );
  }
}
withExtensions(join(into, 'types'));

// TypeScript reads a .d.ts as ESM or CommonJS by the nearest package.json's "type". The
// package is "module", so a CommonJS project under node16/nodenext would be told it cannot
// require() the ESM types: the `require` condition gets the same declarations in a folder
// whose package.json says "commonjs".
cpSync(join(into, 'types'), join(into, 'types-cjs'), { recursive: true });
writeFileSync(join(into, 'types-cjs/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
