/**
 * The document's clients of the provider's API, and the one place a client is made
 * (eslint.config.js keeps `createApiClient` here and in tests). One tracker id per
 * document, so the provider's logs tie a page's calls together; one client per
 * credential, made from the `api` chunk (vite.config.ts) when first asked for, so
 * nothing on the way to a first paint waits for it, and kept.
 */
import { createContext, useContext } from 'react';
import { randomId } from '../../../protocol';
import { currentEnvironment } from '../env';
import { importWithRetry } from '../lib/import-with-retry';
import type { ApiClient } from './client';

export type LazyApiClient = () => Promise<ApiClient>;

export interface DocumentApi {
  /** The client that carries `secret`: the address's, or one the page was given later (an express checkout's intent, a payment link's new intent). */
  readonly forSecret: (secret: string) => LazyApiClient;
  /** The provider's public calls, which take no credential: a payment link's view and its create_intent, Apple Pay's merchant validation, a hand-off's redemption. */
  readonly withoutSecret: LazyApiClient;
}

let clientModule: Promise<typeof import('./client')> | null = null;
/** The client's code (the `api` chunk), loaded once; a confirm fetches it while the shopper types. */
export const loadClientModule = () =>
  (clientModule ??= importWithRetry(() => import('./client')).catch((error: unknown) => {
    clientModule = null; // the next call tries the load again
    throw error;
  }));

export function createDocumentApi(base: string): DocumentApi {
  const trackerId = randomId();
  const clients = new Map<string | null, LazyApiClient>();
  /** `clientSecret` null: the public calls, sent with no client-secret header. */
  const lazy = (clientSecret: string | null): LazyApiClient => {
    const known = clients.get(clientSecret);
    if (known) return known;
    let client: Promise<ApiClient> | null = null;
    const made: LazyApiClient = () =>
      (client ??= loadClientModule().then(
        ({ createApiClient }) => createApiClient({ base, clientSecret, trackerId }),
        (error: unknown) => {
          client = null;
          throw error;
        },
      ));
    clients.set(clientSecret, made);
    return made;
  };
  return { forSecret: lazy, withoutSecret: lazy(null) };
}

let current: DocumentApi | null = null;

/** This document's clients, at this environment's API base (spec §7); for code outside React. */
export function documentApi(): DocumentApi {
  return (current ??= createDocumentApi(currentEnvironment().apiBase));
}

/** A screen's way to the API: this document's clients, or a test's. */
export const DocumentApiContext = createContext<DocumentApi | null>(null);

export function useDocumentApi(): DocumentApi {
  return useContext(DocumentApiContext) ?? documentApi();
}
