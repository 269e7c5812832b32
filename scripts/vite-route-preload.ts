/**
 * A Vite plugin: index.html gets a tiny inline script that, before the entry runs,
 * reads `#/elements/{kind}` from the address and adds `<link rel=modulepreload>`
 * (and the stylesheet) for that element's screen chunk. Without it the chunk is
 * requested only after the ~300 KB entry has been compiled and run: a waterfall on
 * every element frame's way to ready. A kind's screen is the module its family's
 * `runtime/features/{family}/index.ts` names in `ELEMENT_SCREENS` (`kind: () => import('./…')`);
 * other lazy modules of a feature (the card's BIN lookup) are not a screen.
 * Every element frame also gets the theme's derive/ chunk: the SDK sends each one the page
 * colour behind it (`page_color`), which the first paint holds the palette to, so the
 * chunk is on every element's way to ready (a second waterfall, after the entry, without it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const THEME_DERIVE = /\/runtime\/platform\/theme\/derive\/index\.ts$/;
const SCREENS_TABLE = /export const ELEMENT_SCREENS = \{([^}]*)\}/;
const SCREEN_ROW = /'?([a-z0-9-]+)'?: \(\) => import\('(\.\/[^']+)'\)/g;

/**
 * kind → its screen's module, relative to runtime/ (`features/card/CardElement.tsx`), read
 * from the families' index.ts files as the shell composes them (runtime/shell/screens/table.ts).
 */
export function elementScreenModules(runtimeDir: string): Record<string, string> {
  const screens: Record<string, string> = {};
  const featuresDir = join(runtimeDir, 'features');
  for (const family of readdirSync(featuresDir)) {
    const index = join(featuresDir, family, 'index.ts');
    const table = existsSync(index) ? SCREENS_TABLE.exec(readFileSync(index, 'utf8'))?.[1] : undefined;
    for (const [, kind, path] of table?.matchAll(SCREEN_ROW) ?? []) {
      const module = ['.tsx', '.ts'].map((ext) => `features/${family}/${path!.slice(2)}${ext}`).find((file) => existsSync(join(runtimeDir, file)));
      if (!module) throw new Error(`${index}: the screen of ${kind} (${path}) is not a module`);
      screens[kind!] = module;
    }
  }
  return screens;
}

/** What the preload plugins read of a chunk of Rollup's and Rolldown's output bundle. */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * kind → the files its screen needs beyond the entry: its chunk, every chunk it
 * imports (transitively: element kinds share chunks, e.g. the card fields), and the
 * CSS of all of them but what the document already holds (`inDocument`).
 */
export function elementPreloads(
  bundle: Readonly<Record<string, ChunkLike>>,
  entryFiles: ReadonlySet<string>,
  screens: Readonly<Record<string, string>>,
  inDocument: ReadonlySet<string> = new Set(),
): Record<string, string[]> {
  const byFile = new Map(Object.values(bundle).map((chunk) => [chunk.fileName, chunk]));
  const preloads: Record<string, string[]> = {};
  const derive = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && THEME_DERIVE.test(chunk.facadeModuleId ?? ''));
  for (const [kind, module] of Object.entries(screens)) {
    const chunk = Object.values(bundle).find(
      (c) => c.type === 'chunk' && c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/runtime/${module}`),
    );
    if (!chunk) continue;
    const chunks: ChunkLike[] = [];
    const visit = (file: string) => {
      const found = byFile.get(file);
      if (!found || entryFiles.has(file) || chunks.includes(found)) return;
      chunks.push(found);
      (found.imports ?? []).forEach(visit);
    };
    visit(chunk.fileName);
    if (derive) visit(derive.fileName);
    const css = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]).filter((file) => !inDocument.has(file));
    preloads[kind] = [...chunks.map((c) => c.fileName), ...new Set(css)];
  }
  return preloads;
}

/**
 * The inline script; classic, so it runs while the document is parsed (last in <body>), before the
 * module entry, which waits for the parse. A stylesheet is only fetched here (`preload`): linked
 * now, it would come before the screen's chunk's in the cascade; the chunk's loader links it, from the cache.
 */
export function preloadScript(preloads: Record<string, string[]>): string {
  return (
    `(function(m){var k=/^#\\/elements\\/([a-z0-9-]+)/.exec(location.hash),f=k&&Object.prototype.hasOwnProperty.call(m,k[1])?m[k[1]]:[];` +
    `f.forEach(function(u){var l=document.createElement('link');if(/\\.css$/.test(u)){l.rel='preload';l.as='style';l.crossOrigin=''}else l.rel='modulepreload';l.href='/'+u;document.head.appendChild(l)})})(${JSON.stringify(preloads)})`
  );
}

/**
 * `<link rel=modulepreload>` for what the entry imports statically (the foundation, Rolldown's runtime).
 * Vite lists none here (the shorter preload lists leave out what the entry loads): the foundation was
 * then requested only once the main thread had parsed the entry, after the document's own work (the
 * boot markup's first layout among it; traced 2026-12-06), and the frame's way to ready waited for it.
 */
export function entryPreloadLinks(imports: readonly string[]): string {
  return imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join('');
}

/** `files` and every chunk they import statically, however deep, once each. */
export function staticImports(bundle: Record<string, ChunkLike>, files: readonly string[]): string[] {
  const byFile = new Map(Object.values(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    (byFile.get(file)?.imports ?? []).forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * `inDocument`: the CSS files the built document holds itself (vite-document-styles.ts), which no
 * kind's row preloads.
 */
export function routePreload(runtimeDir: string, inDocument: (bundle: Readonly<Record<string, ChunkLike>>) => ReadonlySet<string> = () => new Set()): Plugin {
  return {
    name: 'portico-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return html;
        const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && context.chunk?.fileName === chunk.fileName);
        const entryFiles = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
        // The entry's static imports before its tags; the table last in <body>, after the boot markup's script
        // (vite-boot-markup.ts): the fields are in the document before its links are made (traced cold, 2026-12-07:
        // in <head> it held the parser 10–30 ms, most of it in appendChild), and no stylesheet is linked for a
        // classic script to wait for (vite-document-styles.ts puts them inline).
        const links = entryPreloadLinks(staticImports(bundle, entry?.imports ?? []));
        const script = `  <script>${preloadScript(elementPreloads(bundle, entryFiles, elementScreenModules(runtimeDir), inDocument(bundle)))}</script>\n  `;
        const at = html.indexOf('<script type="module"');
        return (at < 0 ? html.replace('</head>', `${links}</head>`) : html.slice(0, at) + links + html.slice(at)).replace('</body>', `${script}</body>`);
      },
    },
  };
}
