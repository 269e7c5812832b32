/**
 * Headers of every payment API request (spec §7): client-secret, Content-Type, a
 * tracker id, x-api-version, x-client-ip-source, x-auth-token when logged in,
 * optionally x-pan (per request) and x-on-behalf-of.
 */
export const API_VERSIONS = ['2021-11-25', '2023-06-30', '2024-06-14'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
const DEFAULT_API_VERSION: ApiVersion = '2021-11-25';

export function isApiVersion(value: unknown): value is ApiVersion {
  return (API_VERSIONS as readonly unknown[]).includes(value);
}

const HEADER = {
  clientSecret: 'client-secret',
  contentType: 'Content-Type',
  trackerId: 'x-tracker-id',
  apiVersion: 'x-api-version',
  clientIpSource: 'x-client-ip-source',
  authToken: 'x-auth-token',
  pan: 'x-pan',
  onBehalfOf: 'x-on-behalf-of',
} as const;

const CLIENT_IP_SOURCE = 'checkout';

export interface HeaderConfig {
  /** `null`: a public call, no client-secret header. */
  readonly clientSecret: string | null;
  readonly trackerId: string;
  readonly apiVersion?: ApiVersion;
  readonly authToken?: string;
  readonly onBehalfOf?: string;
}

/** The only headers a single request may add; the rest come from the client's config. */
export interface RequestHeaders {
  readonly 'x-pan'?: string;
}

export function buildHeaders(config: HeaderConfig, extra: RequestHeaders = {}): Record<string, string> {
  const headers: Record<string, string> = {
    ...(config.clientSecret === null ? {} : { [HEADER.clientSecret]: config.clientSecret }),
    [HEADER.contentType]: 'application/json',
    [HEADER.trackerId]: config.trackerId,
    [HEADER.apiVersion]: config.apiVersion ?? DEFAULT_API_VERSION,
    [HEADER.clientIpSource]: CLIENT_IP_SOURCE,
  };
  if (config.authToken) headers[HEADER.authToken] = config.authToken;
  if (config.onBehalfOf) headers[HEADER.onBehalfOf] = config.onBehalfOf;
  if (extra['x-pan']) headers[HEADER.pan] = extra['x-pan'];
  return headers;
}
