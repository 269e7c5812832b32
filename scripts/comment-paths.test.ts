// A comment that names a file sends the reader there: when the file moves, the comment
// must move with it. Checks every path from the repo's root that a comment of the source
// folders names as a file (`runtime/host/composition.ts`) or a folder (`runtime/platform/router/`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRoot, sourceFiles } from './import-graph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['protocol', 'redaction', 'sdk', 'runtime', 'sandbox', 'examples', 'e2e', 'scripts', 'proof', 'docs'];
/** A path from the root: a source folder, then a file with its extension or a folder with its closing slash. */
const ROOT_PATH = new RegExp(
  `(?<![\\w./-])((?:${FOLDERS.join('|')})/(?:[\\w.@\\[\\]-]+/)*(?:[\\w.@\\[\\]-]+\\.(?:tsx?|mts|mjs|js|json|md|css|html)|))(?![\\w/<*{…-])`,
  'g',
);

/** The comments of a source file, each with the line it starts on. */
function commentsOf(text: string): { readonly text: string; readonly line: number }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const comments: { text: string; line: number }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ text: scanner.getTokenText(), line: text.slice(0, scanner.getTokenStart()).split('\n').length });
    }
  }
  return comments;
}

/** `file:line: path` for each path a comment names that is not in the tree. */
function missingPaths(file: string, text: string, exists: (path: string) => boolean): string[] {
  return commentsOf(text).flatMap((comment) =>
    [...comment.text.matchAll(ROOT_PATH)]
      .filter((match) => !exists(match[1]!))
      .map((match) => `${file}:${comment.line + comment.text.slice(0, match.index).split('\n').length - 1}: ${match[1]}`),
  );
}

describe('paths named in comments', () => {
  it('are found in comments of either kind, files and folders, and not in code or as part of a longer word', () => {
    const text = [
      '// see runtime/gone.ts and runtime/kept.ts',
      "const path = 'runtime/in-code.ts';",
      '/**',
      ' * the old sdk/gone/ folder, e2e/<name>.spec.ts, dist/runtime/x.js, my-sdk/gone.ts',
      ' */',
    ].join('\n');
    expect(missingPaths('x.ts', text, (path) => path === 'runtime/kept.ts')).toEqual(['x.ts:1: runtime/gone.ts', 'x.ts:4: sdk/gone/']);
  });

  // Reads every source file: seconds on a busy machine, over the default 10.
  it('name files and folders that exist', { timeout: 60_000 }, () => {
    const files = sourceFiles(
      ROOT,
      FOLDERS.filter((folder) => folder !== 'docs'),
    ).concat(
      ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.engines.config.ts', 'rollup.config.ts', 'eslint.config.js'].map((name) =>
        join(ROOT, name),
      ),
    );
    const missing = files.flatMap((file) => missingPaths(fromRoot(ROOT, file), readFileSync(file, 'utf8'), (path) => existsSync(join(ROOT, path))));
    expect(missing).toEqual([]);
  });
});
