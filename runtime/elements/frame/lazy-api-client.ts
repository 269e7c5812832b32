import type { ApiClient } from '../../api/client';
import { loadConfirmPayment } from './load-confirm-payment';

/**
 * One client per frame (or per page that hosts a method body), made when first
 * needed, from the confirm chunk: nothing on the way to the first paint waits for it.
 */
export function lazyApiClient(base: string, clientSecret: string): () => Promise<ApiClient> {
  const trackerId = crypto.randomUUID();
  let client: Promise<ApiClient> | null = null;
  return () => {
    client ??= loadConfirmPayment().then(
      ({ createApiClient }) => createApiClient({ base, clientSecret, trackerId }),
      (error: unknown) => {
        client = null; // the next confirm tries the load again
        throw error;
      },
    );
    return client;
  };
}
