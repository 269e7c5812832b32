/**
 * A Vite plugin: index.html gets a tiny inline script that, before the entry runs,
 * reads `#/elements/{kind}` from the address and adds `<link rel=modulepreload>`
 * (and the stylesheet) for that element's screen chunk. Without it the chunk is
 * requested only after the ~300 KB entry has been compiled and run: a waterfall on
 * every element frame's way to ready. Element screens are the dynamic entries
 * `runtime/features/{family}/…/{Kind}Element.tsx` (the screen table's convention: the
 * kind in PascalCase); other lazy modules of a feature (the card's BIN lookup) are not a screen.
 * Every element frame also gets the theme's derive/ chunk: the SDK sends each one the page
 * colour behind it (`page_color`), which the first paint holds the palette to, so the
 * chunk is on every element's way to ready (a second waterfall, after the entry, without it).
 */
import type { Plugin } from 'vite';

const ELEMENT_SCREEN = /\/runtime\/features\/[a-z0-9/-]+\/([A-Za-z0-9]+)Element\.tsx$/;
const THEME_DERIVE = /\/runtime\/platform\/theme\/derive\/index\.ts$/;

/** `KrCardPswFirstTwo` → `kr-card-psw-first-two`: the kind a screen's file name spells. */
const kindOf = (pascal: string): string => pascal.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isDynamicEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * kind → the files its screen needs beyond the entry: its chunk, every chunk it
 * imports (transitively: element kinds share chunks, e.g. the card fields), and the
 * CSS of all of them.
 */
export function elementPreloads(bundle: Record<string, ChunkLike>, entryFiles: ReadonlySet<string>): Record<string, string[]> {
  const byFile = new Map(Object.values(bundle).map((chunk) => [chunk.fileName, chunk]));
  const preloads: Record<string, string[]> = {};
  const derive = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && THEME_DERIVE.test(chunk.facadeModuleId ?? ''));
  for (const chunk of Object.values(bundle)) {
    const name = chunk.type === 'chunk' && chunk.isDynamicEntry ? ELEMENT_SCREEN.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    const kind = name ? kindOf(name) : undefined;
    if (!kind) continue;
    const chunks: ChunkLike[] = [];
    const visit = (file: string) => {
      const found = byFile.get(file);
      if (!found || entryFiles.has(file) || chunks.includes(found)) return;
      chunks.push(found);
      (found.imports ?? []).forEach(visit);
    };
    visit(chunk.fileName);
    if (derive) visit(derive.fileName);
    const css = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
    preloads[kind] = [...chunks.map((c) => c.fileName), ...new Set(css)];
  }
  return preloads;
}

/**
 * The inline script; classic, so it runs while the parser is still in <head>, before the entry's
 * tags. A stylesheet is only fetched here (`preload`): linked now, it would come before the
 * entry's in the cascade; the chunk's loader links it after, from the cache.
 */
export function preloadScript(preloads: Record<string, string[]>): string {
  return (
    `(function(m){var k=/^#\\/elements\\/([a-z0-9-]+)/.exec(location.hash),f=k&&Object.prototype.hasOwnProperty.call(m,k[1])?m[k[1]]:[];` +
    `f.forEach(function(u){var l=document.createElement('link');if(/\\.css$/.test(u)){l.rel='preload';l.as='style';l.crossOrigin=''}else l.rel='modulepreload';l.href='/'+u;document.head.appendChild(l)})})(${JSON.stringify(preloads)})`
  );
}

export function routePreload(): Plugin {
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
        // Before the entry's tags, after the <meta>s (charset, referrer policy): a classic script
        // after a stylesheet waits for it (the parser blocks scripts on pending sheets), and the
        // element's chunks would wait with it (traced cold: requested 80 ms later, behind index.css).
        const script = `<script>${preloadScript(elementPreloads(bundle, entryFiles))}</script>\n    `;
        const at = html.indexOf('<script type="module"');
        return at < 0 ? html.replace('</head>', `${script}</head>`) : html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
