/**
 * A mock of sdk/version.ts for vi.mock (the test file imports this module inside its factory):
 * the on-demand call readers imported from their source, as a browser imports their build from
 * the checkout origin (which a unit test has none of). Any other module still fails to load.
 */
import type * as Version from '../version';

export async function fromSource(importOriginal: () => Promise<typeof Version>): Promise<typeof Version> {
  const original = await importOriginal();
  return {
    ...original,
    importLazyModule: <T>(checkoutOrigin: string, name: string) =>
      (name === 'portico-calls' ? import('../on-demand-calls') : original.importLazyModule(checkoutOrigin, name)) as Promise<T>,
  };
}
