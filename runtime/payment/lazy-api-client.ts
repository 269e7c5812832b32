import type { ElementKind } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { ClientSecretVerdict, FramePlace } from '../host/client-secret-check';
import { lazyModule } from './load-confirm-payment';

/** The check's module: in the confirm chunk, loaded once the element is up. */
const loadSecretCheck = lazyModule(() => import('../host/client-secret-check'));

/** The client secret check of `api`'s secret (client-secret-check.ts), run from the confirm chunk. */
export function lazySecretCheck(
  api: () => Promise<ApiClient>,
  intentId: string | null,
  kind: ElementKind,
  place: FramePlace,
): () => Promise<ClientSecretVerdict> {
  return () => Promise.all([loadSecretCheck(), api()]).then(([{ checkClientSecret }, client]) => checkClientSecret(client, intentId, kind, place));
}
