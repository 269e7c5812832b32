import type { ElementKind } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { ClientSecretVerdict, FramePlace } from '../host/client-secret-check';
import { lazyModule, loadApiClient } from './load-confirm-payment';
import { randomId } from '../../protocol';

/**
 * One client per frame (or per page that hosts a method body), made when first
 * needed, from the confirm chunk: nothing on the way to the first paint waits for it.
 */
const loadSecretCheck = lazyModule(() => import('../host/client-secret-check'));

export function lazyApiClient(base: string, clientSecret: string): () => Promise<ApiClient> {
  const trackerId = randomId();
  let client: Promise<ApiClient> | null = null;
  return () => {
    client ??= loadApiClient().then(
      ({ createApiClient }) => createApiClient({ base, clientSecret, trackerId }),
      (error: unknown) => {
        client = null; // the next confirm tries the load again
        throw error;
      },
    );
    return client;
  };
}

/** The client secret check of `api`'s secret (client-secret-check.ts), run from the confirm chunk. */
export function lazySecretCheck(
  api: () => Promise<ApiClient>,
  intentId: string | null,
  kind: ElementKind,
  place: FramePlace,
): () => Promise<ClientSecretVerdict> {
  return () => Promise.all([loadSecretCheck(), api()]).then(([{ checkClientSecret }, client]) => checkClientSecret(client, intentId, kind, place));
}
