/**
 * `portico/react`'s named components, one per element kind of the protocol's
 * ELEMENT_KINDS, in sdk/react/components.ts. A merchant's bundler and type checker read
 * only static named exports (`export const { … } = ELEMENTS` names each one), so the
 * list is written from the table rather than by hand, and not kept in git: npm runs
 * this script on install (`prepare`), before the tests, the SDK's build and `npm start`.
 * It writes only when the list changed, so the build's staleness check is not woken.
 * A list older than the table fails tsc (sdk/type-tests/react.ts) and the unit test.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ELEMENT_KIND_NAMES } from '../sdk/kinds';
import { componentName } from '../sdk/react/element-component';

export const REACT_COMPONENTS = fileURLToPath(new URL('../sdk/react/components.ts', import.meta.url));

/** sdk/react/components.ts as the table gives it today. */
export function componentExports(): string {
  return [
    "// Generated from the protocol's ELEMENT_KINDS by scripts/react-exports.ts (`npm run generate`): do not edit, not committed.",
    "import { ELEMENTS } from './element-component';",
    '',
    'export const {',
    ...ELEMENT_KIND_NAMES.map((kind) => `  ${componentName(kind)},`),
    '} = ELEMENTS;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = componentExports();
  if (!existsSync(REACT_COMPONENTS) || readFileSync(REACT_COMPONENTS, 'utf8') !== text) writeFileSync(REACT_COMPONENTS, text);
}
