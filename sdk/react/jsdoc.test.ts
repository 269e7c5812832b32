/**
 * Every option and every event prop of every element component has documentation an
 * editor shows on hover: the option specs' JSDoc (protocol/options/element-options.ts) and the
 * event docs (event-props.ts) survive the mapped types, as the TypeScript checker sees them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ELEMENT_KIND_NAMES } from '../index';

// From the working directory (the repository's root): in the Preact run (jsdom) a path from import.meta.url resolved nothing.
const REACT = join(process.cwd(), 'sdk/react/index');

describe('documentation on hover', () => {
  it('names no option or event prop of any kind without its JSDoc', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-jsdoc-'));
    const file = join(dir, 'probe.ts');
    writeFileSync(
      file,
      [`import type { ElementProps } from '${REACT}';`, ...ELEMENT_KIND_NAMES.map((kind, i) => `export type K${i} = ElementProps<'${kind}'>;`)].join('\n'),
    );
    const program = ts.createProgram([file], {
      strict: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      noEmit: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    });
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    const checked: string[] = [];
    ts.forEachChild(program.getSourceFile(file)!, (node) => {
      if (!ts.isTypeAliasDeclaration(node)) return;
      const kind = ELEMENT_KIND_NAMES[Number(node.name.text.slice(1))];
      for (const prop of checker.getTypeAtLocation(node.name).getProperties()) {
        checked.push(`${kind}.${prop.name}`);
        if (ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() === '') undocumented.push(`${kind}.${prop.name}`);
      }
    });
    // The probe resolved the bindings (an unresolved import would have no properties to check).
    expect(checked).toEqual(
      expect.arrayContaining(['card.intent_id', 'card.onChange', 'card.locale', 'dropin.layout', 'apple-pay.onShippingChange', 'expiry.group']),
    );
    expect(checked).not.toContain('card.onShippingChange');
    expect(undocumented).toEqual([]);
  }, 60_000);
});
