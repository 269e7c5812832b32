/**
 * The demo merchant's one client of the payment API: portico/server, with the secret
 * key from the server's options (the browser never sees it), and the provider's typed
 * errors answered to the merchant's own pages as `{ code, message, details }`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createPorticoServer, PorticoServerError, type PorticoServer } from '../sdk/server/index';

export interface ProviderSettings {
  /** Where the merchant server reaches the provider API (server to server). */
  readonly sandboxUrl: string;
  readonly secretKey: string;
}

export function porticoClient(settings: ProviderSettings): PorticoServer {
  return createPorticoServer({ secretKey: settings.secretKey, baseUrl: settings.sandboxUrl });
}

/** A refusal or a lost answer, as this server answers its page: the provider's status, or 502 when none came. */
export function providerRefusal(c: Context, error: unknown): Response {
  if (!(error instanceof PorticoServerError)) throw error;
  return c.json({ code: error.code, message: error.message, details: error.details }, (error.status ?? 502) as ContentfulStatusCode);
}
