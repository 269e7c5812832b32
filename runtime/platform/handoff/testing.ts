/**
 * For unit tests of the code that hands addresses off (`vi.mock('…/handoff/lazy', () =>
 * import('…/handoff/testing'))`): a secret's slot gets TEST_HANDOFF, as the provider's
 * answer would put one there, without a provider; an address without one stays as it is.
 */
import { secretSlotOf, withSecretSlot } from './secret-slot';

export const TEST_HANDOFF = `hof_${'t'.repeat(32)}`;

export async function handOff(address: string): Promise<string> {
  const url = new URL(address);
  if (secretSlotOf(url.hash) === null) return address;
  url.hash = withSecretSlot(url.hash, TEST_HANDOFF);
  return url.toString();
}
