/**
 * Shorter preload lists (Vite's `build.modulePreload.resolveDependencies`): for each
 * dynamic import, Vite writes the files to fetch alongside it into the importing chunk
 * (`__vite__mapDeps`), and the entry imports every screen, so its table named every
 * chunk of the runtime: 2.3 KB gzip of file names on every frame's critical path
 * (issue 43). Two kinds of name in it were never needed:
 *  - an element screen's files where the entry imports it (the screen table): a frame
 *    shows one element, whose chunks index.html's inline script already preloads
 *    (vite-route-preload.ts) before the entry runs (a page that opens the drop-in keeps its list);
 *  - the files the entry loads statically (foundation, Rolldown's runtime): already
 *    there before any dynamic import can run.
 * A page's own chunks stay listed, so a page does not fetch them one level at a time.
 */
import type { Plugin } from 'vite';
import { elementScreenModules, type ChunkLike } from './vite-route-preload';

export interface PreloadLists {
  /** Reads the bundle before Vite writes the lists (a `generateBundle` of order `pre`). */
  readonly plugin: Plugin;
  /** `build.modulePreload.resolveDependencies`: the JS files to list beside a dynamic import of `file`. */
  readonly resolveDependencies: (file: string, deps: string[], context: { readonly hostId: string }) => string[];
}

/** The element screens' chunk files, the entry's, and every file the entry loads statically, in `bundle`. */
export function unlistedFiles(
  bundle: Readonly<Record<string, ChunkLike>>,
  screens: readonly string[],
): { screens: Set<string>; entries: Set<string>; loaded: Set<string> } {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const screenFiles = chunks.filter(
    (chunk) => chunk.isDynamicEntry && screens.some((module) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/runtime/${module}`)),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    (byFile.get(file)?.imports ?? []).forEach(visit);
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  entries.forEach(visit);
  return { screens: new Set(screenFiles.map((chunk) => chunk.fileName)), entries: new Set(entries), loaded };
}

export function preloadLists(runtimeDir: string): PreloadLists {
  let unlisted: ReturnType<typeof unlistedFiles> | null = null;
  return {
    plugin: {
      name: 'portico-preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          unlisted = unlistedFiles(bundle as Record<string, ChunkLike>, Object.values(elementScreenModules(runtimeDir)));
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      // Not read yet (it always is in a build): list everything, as Vite would.
      if (!unlisted) return deps;
      const { screens, entries, loaded } = unlisted;
      return screens.has(file) && entries.has(hostId) ? [] : deps.filter((dep) => !loaded.has(dep));
    },
  };
}
