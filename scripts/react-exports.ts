/**
 * `portico/react`'s named components, one per element kind of the protocol's
 * ELEMENT_KINDS, written at the end of sdk/react/index.ts. They are derived from the
 * table, but as static named exports, generated: a merchant's bundler and type checker
 * read only those (`export const { … } = ELEMENTS` names each one). After adding a kind,
 * `npm run generate` rewrites the list; react-exports.test.ts fails while it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ELEMENT_KIND_NAMES } from '../sdk/kinds';
import { componentName } from '../sdk/react';

export const REACT_INDEX = fileURLToPath(new URL('../sdk/react/index.ts', import.meta.url));
const MARKER = "// Generated from the protocol's ELEMENT_KINDS by scripts/react-exports.ts (`npm run generate`): do not edit.";

/** `source` (sdk/react/index.ts) with its generated list, from its marker on, as the table gives it today. */
export function withComponentExports(source: string): string {
  const at = source.indexOf(MARKER);
  const names = ELEMENT_KIND_NAMES.map((kind) => `  ${componentName(kind)},`);
  return [(at < 0 ? `${source.trimEnd()}\n\n` : source.slice(0, at)) + MARKER, 'export const {', ...names, '} = ELEMENTS;', ''].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(REACT_INDEX, withComponentExports(readFileSync(REACT_INDEX, 'utf8')));
}
