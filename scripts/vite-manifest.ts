/**
 * Vite's build manifest (`dist/runtime/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts): which output files a source module's chunk pulls in. The size
 * budgets and the static-serving tests read the real build through it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export const MANIFEST_PATH = '.vite/manifest.json';

export function readManifest(runtimeDir: string): Manifest {
  return JSON.parse(readFileSync(join(runtimeDir, MANIFEST_PATH), 'utf8')) as Manifest;
}

/** The key of the one HTML entry (the runtime has a single index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${entries.join(', ') || 'none'}`);
  return entries[0]!;
}

/**
 * The chunks `keys` name plus everything they import statically, transitively:
 * what the browser must fetch before those modules run. Dynamic imports load
 * later, on demand, so they are not followed.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the Vite manifest (keys: ${Object.keys(manifest).join(', ')})`);
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen.values()];
}

/** The card screen's source module, as Vite keys it (relative to runtime/). */
export const CARD_SCREEN = 'features/card/CardElement.tsx';

/** What a card frame must fetch before it can show the card: the entry and the card screen, with their static imports. */
export const cardCriticalPath = (manifest: Manifest): ManifestChunk[] => staticClosure(manifest, [entryKey(manifest), CARD_SCREEN]);

/** Every output file Vite named with a content hash: chunks, their CSS and their assets. */
export function hashedFiles(manifest: Manifest): Set<string> {
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}
