/**
 * A Vite plugin: the stylesheets index.html links (the entry's, and the boot kinds' that
 * vite-boot-markup.ts links) go into the document itself, as `<style>` elements in their
 * place, so the cascade keeps its order. Linked, they were three requests every frame's
 * first paint and boot script waited for: a parser-inserted classic script waits for the
 * stylesheets before it, and the boot markup's fields were in the document only once all
 * three had arrived (traced cold, 2026-12-07: the frame's main thread idle 60 ms for them,
 * the fields there 30 ms later than with the same styles inline; issue 43's first key).
 * The server's policy allows each by its hash (sandbox/static/content-security-policy.ts).
 *
 * The route preload table leaves out what the document holds (`inDocument`). A chunk's loader
 * (Vite's preload helper) would still link it again, later in the cascade than a screen's own
 * sheet, for any dynamic import whose list names it (the drop-in's, the confirm chunk's): Vite
 * lets no `resolveDependencies` drop a CSS file. The helper links no stylesheet the document
 * already has a `<link rel="stylesheet">` for, and a `disabled` one is neither fetched nor
 * applied (checked in Chromium, Firefox ESR and WebKit, 2026-12-07), so each inline sheet
 * keeps such a link beside it: it stands for the sheet, for the helper alone.
 */
import type { Plugin } from 'vite';
import { bootKindsCss } from './vite-boot-markup';
import type { ChunkLike } from './vite-route-preload';

/** What the document styles read of an output file: a chunk's CSS, an asset's bytes. */
export interface OutputLike extends ChunkLike {
  readonly source?: string | Uint8Array;
}

const LINKED_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/** The CSS files the built document holds: the entry's, and the boot kinds' (vite-boot-markup.ts links them). */
export function inDocument(bundle: Readonly<Record<string, ChunkLike>>, runtimeDir: string): Set<string> {
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  return new Set([...entries.flatMap((entry) => [...(entry.viteMetadata?.importedCss ?? [])]), ...bootKindsCss(bundle, runtimeDir)]);
}

/**
 * `html` with each linked stylesheet of `bundle` in a `<style>` in its place, its link left
 * `disabled` beside it for the chunks' loader; a link to a file the bundle lacks is an error.
 */
export function inlineStylesheets(html: string, bundle: Readonly<Record<string, OutputLike>>): string {
  return html.replace(LINKED_STYLESHEET, (_link, file: string) => {
    const source = bundle[file]?.source;
    if (source === undefined) throw new Error(`index.html links ${file}, which the build did not write`);
    const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
    // The HTML parser ends a <style> at the first `</style`, whatever the CSS around it means.
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style", which would end its <style> early`);
    return `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

export function documentStyles(): Plugin {
  return {
    name: 'portico-document-styles',
    apply: 'build',
    transformIndexHtml: {
      // After every other plugin's tags: Vite's link to the entry's CSS, and the boot kinds' links.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, OutputLike> | undefined;
        return bundle ? inlineStylesheets(html, bundle) : html;
      },
    },
  };
}
