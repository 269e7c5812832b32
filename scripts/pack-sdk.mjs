// sdk/'s prepack: builds (dist/, when stale: a fresh clone, or sources changed; never
// while another build runs) and copies what a
// merchant installs into sdk/dist: the ESM build, the script-tag IIFE, the React
// bindings (portico/react), their source maps and the types. Not the 3-D Secure module (the SDK loads it from the checkout
// origin when a bank asks for a challenge) nor the precompressed copies.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/sdk');
const into = join(root, 'sdk/dist');

buildIfStale();
rmSync(into, { recursive: true, force: true });
mkdirSync(into, { recursive: true });
for (const file of ['portico.mjs', 'portico.mjs.map', 'portico.js', 'portico.js.map', 'react.mjs', 'react.mjs.map']) cpSync(join(built, file), join(into, file));
cpSync(join(built, 'types'), join(into, 'types'), { recursive: true });

// The declarations keep the sources' extensionless imports ('./element', '../protocol'),
// which only bundler resolution follows; a merchant's Node ESM project (moduleResolution
// node16/nodenext) needs the file: './element.js', '../protocol/index.js'.
function withExtensions(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) withExtensions(path);
    else if (name.endsWith('.d.ts')) writeFileSync(path, readFileSync(path, 'utf8').replace(/(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, spec) => {
      const target = resolve(dirname(path), spec);
      const file = existsSync(`${target}.d.ts`) ? `${spec}.js` : existsSync(join(target, 'index.d.ts')) ? `${spec}/index.js` : null;
      if (file === null) throw new Error(`pack-sdk: ${path} imports ${spec}, which has no declaration`);
      return `${lead}${quote}${file}${quote}`;
    }));
  }
}
withExtensions(join(into, 'types'));
