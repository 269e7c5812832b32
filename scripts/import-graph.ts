// The repo's import graph as the TypeScript compiler reads it: every value, type-only,
// re-export, dynamic `import()`, `typeof import()` and `import.meta.glob` edge, because
// a circle through any of them still ties the modules together for a reader (and for a
// bundler, the dynamic ones). eslint-plugin-import-x's no-cycle skips type-only imports
// and cannot be told otherwise, so scripts/import-cycles.test.ts holds the rule with this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ImportKind = 'value' | 'type' | 'dynamic';

export interface ImportSite {
  readonly specifier: string;
  readonly kind: ImportKind;
}

/** From `import.meta.glob('…')`: the pattern stands for every file it matches. */
export interface GlobSite {
  readonly pattern: string;
}

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.portico']);

/** Whether every named binding of an import or export is a type. */
function onlyTypes(clause: ts.ImportClause | ts.NamedExportBindings | undefined): boolean {
  if (!clause) return false;
  if (ts.isImportClause(clause)) {
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  return ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** Every import a module makes, with its kind, and the patterns of its `import.meta.glob` calls. */
export function importsOf(fileName: string, text: string): { readonly imports: ImportSite[]; readonly globs: GlobSite[] } {
  const source = ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false);
  const imports: ImportSite[] = [];
  const globs: GlobSite[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      imports.push({ specifier: node.moduleSpecifier.text, kind: onlyTypes(node.importClause) ? 'type' : 'value' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      imports.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly || onlyTypes(node.exportClause) ? 'type' : 'value' });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) imports.push({ specifier: expression.text, kind: node.isTypeOnly ? 'type' : 'value' });
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) imports.push({ specifier: argument.literal.text, kind: 'type' });
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const literal = first && ts.isStringLiteralLike(first) ? first.text : undefined;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && literal !== undefined) imports.push({ specifier: literal, kind: 'dynamic' });
      if (isImportMetaGlob(node.expression) && literal !== undefined) globs.push({ pattern: literal });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, globs };
}

function isImportMetaGlob(callee: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'glob' &&
    ts.isMetaProperty(callee.expression) &&
    callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** A Vite glob (`*` within a folder, `**` across folders) as a test on absolute paths. */
function globMatcher(fromFile: string, pattern: string): (path: string) => boolean {
  const absolute = resolve(dirname(fromFile), pattern);
  const source = absolute
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

/** The source files under the given folders of `root`, as absolute paths. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry.name)) found.push(path);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}

/** Resolves specifiers as tsconfig.json does; a declaration beside a JavaScript module stands for that module. */
export function tsconfigResolver(root: string): (specifier: string, fromFile: string) => string | undefined {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const options = { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, allowJs: true };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  return (specifier, fromFile) => {
    const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return undefined;
    const javascript = resolved.resolvedFileName.replace(/\.d\.(m?)ts$/, '.$1js');
    return existsSync(javascript) ? javascript : resolved.resolvedFileName;
  };
}

/** Each file's edges to the other given files (files outside the set, packages and assets drop out). */
export function importGraph(
  files: readonly string[],
  read: (file: string) => string,
  resolveImport: (specifier: string, fromFile: string) => string | undefined,
): Map<string, Map<string, ImportKind>> {
  const known = new Set(files);
  const graph = new Map<string, Map<string, ImportKind>>();
  for (const file of files) {
    const edges = new Map<string, ImportKind>();
    const { imports, globs } = importsOf(file, read(file));
    for (const { specifier, kind } of imports) {
      const target = resolveImport(specifier, file);
      if (target && known.has(target) && !edges.has(target)) edges.set(target, kind);
    }
    for (const { pattern } of globs) {
      const matches = globMatcher(file, pattern);
      for (const target of files) if (matches(target) && !edges.has(target)) edges.set(target, 'dynamic');
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of a graph: each strongly connected group of two or more files, or a file that imports itself (Tarjan). */
export function importCircles(graph: ReadonlyMap<string, ReadonlyMap<string, ImportKind>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)?.keys() ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles;
}

/** The repo's import graph over `folders`, read from disk. */
export function repoImportGraph(root: string, folders: readonly string[]): Map<string, Map<string, ImportKind>> {
  return importGraph(sourceFiles(root, folders), (file) => readFileSync(file, 'utf8'), tsconfigResolver(root));
}

/** Paths from `root`, for messages. */
export function fromRoot(root: string, file: string): string {
  return relative(root, file);
}
