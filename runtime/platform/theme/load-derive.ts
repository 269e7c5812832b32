/**
 * The theme's derive/ chunk, fetched once per frame: started by the shell while the
 * screen's chunk loads when the address carries merchant colours, or by useTheme when
 * update() brings them later.
 */
type DeriveModule = typeof import('./derive');

let loading: Promise<DeriveModule> | null = null;
let loaded: DeriveModule | null = null;

export function loadDerive(): Promise<DeriveModule> {
  loading ??= import('./derive').then((module) => (loaded = module));
  return loading;
}

/** The chunk if it has arrived, else `null`. */
export function loadedDerive(): DeriveModule | null {
  return loaded;
}

export type { DeriveModule };
