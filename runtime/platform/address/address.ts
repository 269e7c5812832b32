/**
 * The document's address, read once (runtime/main.tsx): the route with its query and
 * options (router/), and the merchant account named before the hash. The shell
 * provides it (AddressContext) and everything below reads it from there; the client
 * secret's claims are read from it on first use (use-secret-claims.ts), so the claims
 * reader stays off the first paint's path.
 */
import { createContext, useContext } from 'react';
import type { ParsedLocation } from '../router';

export interface Address {
  readonly location: ParsedLocation;
  /**
   * The merchant account the address named before the hash (`?account=`, protocol/boundary/frame-account.ts),
   * read before the query is dropped: the checkout let only its registered origins frame this document.
   */
  readonly frameAccount: string | null;
}

export const AddressContext = createContext<Address | null>(null);

/** The document's address; `null` only where no shell rendered the screen (a component test without one). */
export function useAddress(): Address | null {
  return useContext(AddressContext);
}
