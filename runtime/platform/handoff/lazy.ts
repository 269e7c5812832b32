/**
 * hand-off.ts on demand: only the whole-tab paths need it, and none is on an element's
 * first paint. If its chunk cannot load, the address goes as it was (the shopper is
 * mid-payment).
 */
export function handOff(address: string): Promise<string> {
  return import('./hand-off').then(
    ({ handOffAddress }) => handOffAddress(address),
    () => address,
  );
}
