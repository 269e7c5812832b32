/**
 * The intent an express checkout pays: made by the merchant's server once the shopper
 * authorised, and given to the frame by the `paymentAuthorized` handler. Its client
 * is made as the frame's own (ElementFrame's lazyApiClient), for that intent's secret.
 */
import type { ExpressIntent } from '../../../../protocol';
import type { ApiClient } from '../../../platform/api/client';
import { currentEnvironment } from '../../../platform/env';
import type { PaymentTarget } from '../../../payment';
import { loadApiClient } from '../../../payment/load-confirm-payment';
import { randomId } from '../../../../protocol';

export function expressTarget(intent: ExpressIntent, base = currentEnvironment().apiBase): PaymentTarget {
  const trackerId = randomId();
  let client: Promise<ApiClient> | null = null;
  return {
    intentId: intent.intent_id,
    api: () => {
      client ??= loadApiClient().then(
        ({ createApiClient }) => createApiClient({ base, clientSecret: intent.client_secret, trackerId }),
        (error: unknown) => {
          client = null;
          throw error;
        },
      );
      return client;
    },
  };
}
