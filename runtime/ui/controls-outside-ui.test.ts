/**
 * No input, select, button or textarea is written outside runtime/ui/ (issue 38): the repo's
 * own ESLint configuration refuses one in JSX or through createElement, in any runtime source
 * (.ts and .tsx) but ui/ and tests, and lets ui/ draw them. The dashboard is an app of its own,
 * not the runtime: the rule does not reach it. Run on planted sources, so the rule is seen to fire.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The control rule's findings for `code` as if it were the file at `path` (from the repo's root). */
async function controlFindings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax' && /Draw controls/.test(message.message))
    .map((m) => `${m.line}:${m.column}`);
}

const JSX_CONTROLS = `export const Planted = () => (
  <form>
    <input name="a" />
    <select name="b" />
    <button type="button">Go</button>
    <textarea name="c" />
  </form>
);
`;
const DOM_CONTROLS = `export function planted(doc: Document): void {
  doc.body.append(doc.createElement('input'), doc.createElement('BUTTON'));
}
`;
const REACT_CONTROLS = `import { createElement } from 'react';
export const planted = () => createElement('select');
`;

describe('controls are drawn by runtime/ui/ only', { timeout: 30_000 }, () => {
  it('refuses each control in JSX in a feature, the shell and a page', async () => {
    for (const path of ['runtime/features/card/Planted.tsx', 'runtime/shell/Planted.tsx', 'runtime/page/Planted.tsx']) {
      expect(await controlFindings(path, JSX_CONTROLS), path).toHaveLength(4);
    }
  });

  it("refuses one made with the DOM's or React's createElement, in .ts and .tsx", async () => {
    expect(await controlFindings('runtime/platform/api/planted.ts', DOM_CONTROLS)).toHaveLength(2);
    expect(await controlFindings('runtime/features/dropin/planted.tsx', REACT_CONTROLS)).toHaveLength(1);
  });

  it('lets ui/ draw them, and a test build a bare one', async () => {
    expect(await controlFindings('runtime/ui/Planted.tsx', JSX_CONTROLS)).toEqual([]);
    expect(await controlFindings('runtime/features/card/Planted.test.tsx', JSX_CONTROLS)).toEqual([]);
  });

  it('does not reach the dashboard, an app of its own', async () => {
    expect(await controlFindings('dashboard/Planted.tsx', JSX_CONTROLS)).toEqual([]);
  });
});
