// Writes dist/sdk/integrity.json: the Subresource Integrity hash (sha384) of each script
// the checkout serves under /sdk/v{version}/, for a merchant's
// `<script src=… integrity=… crossorigin="anonymous">`. Run after rollup and before
// precompression (the hashes are of the files as written, which is what a browser decodes).
//   node scripts/sdk-integrity.mjs dist/sdk
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const INTEGRITY_FILE = 'integrity.json';
const SCRIPTS = ['portico.js', 'portico.mjs', 'portico-3ds.mjs', 'portico-calls.mjs'];

/** `sha384-…` of `data`, as the `integrity` attribute takes it. */
export const sri = (data) => `sha384-${createHash('sha384').update(data).digest('base64')}`;

export function writeIntegrity(dir) {
  const hashes = Object.fromEntries(SCRIPTS.map((name) => [name, sri(readFileSync(join(dir, name)))]));
  writeFileSync(join(dir, INTEGRITY_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dir of process.argv.slice(2)) console.log(`integrity ${dir}/${INTEGRITY_FILE}:`, writeIntegrity(dir)['portico.js']);
}
