/**
 * Which deployment the runtime is running in, derived from its own host name
 * (DESIGN.md "Origins", spec §9), and where its APIs live. Screens take
 * `apiBase` from here and never write an API address themselves.
 *
 * | name    | host                                   | apiBase                          |
 * |---------|----------------------------------------|----------------------------------|
 * | local   | localhost, *.localhost, 127.0.0.1, [::1] | the page's own origin (sandbox) |
 * | dev     | checkout-dev.{domain}                  | {scheme}://api-dev.{domain}      |
 * | staging | checkout-staging.{domain}              | {scheme}://api-staging.{domain}  |
 * | demo    | checkout-demo.{domain}                 | {scheme}://api-demo.{domain}     |
 * | prod    | checkout.{domain}                      | {scheme}://api.{domain}          |
 * | prod    | any other host                         | the page's own origin            |
 *
 * The API host is the checkout host with its first label's `checkout` replaced
 * by `api`, so the table holds no domain of its own; port and scheme are kept.
 */
export const ENVIRONMENTS = {
  local: { hostPattern: /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.0\.0\.1|\[::1\])$/i, apiLabel: null },
  dev: { hostPattern: /^checkout-dev\./i, apiLabel: 'api-dev' },
  staging: { hostPattern: /^checkout-staging\./i, apiLabel: 'api-staging' },
  demo: { hostPattern: /^checkout-demo\./i, apiLabel: 'api-demo' },
  prod: { hostPattern: /^checkout\./i, apiLabel: 'api' },
} as const satisfies Record<string, { hostPattern: RegExp; apiLabel: string | null }>;

export type EnvironmentName = keyof typeof ENVIRONMENTS;

export interface Environment {
  readonly name: EnvironmentName;
  /** Origin of the payment API (no trailing slash); `api/` appends its paths. */
  readonly apiBase: string;
}

/** Checked in this order; `prod`'s pattern only picks its API host, any unmatched host is prod too. */
const ORDER = ['local', 'dev', 'staging', 'demo', 'prod'] as const satisfies readonly EnvironmentName[];

export function resolveEnvironment(url: string | URL): Environment {
  const page = new URL(url);
  for (const name of ORDER) {
    const { hostPattern, apiLabel } = ENVIRONMENTS[name];
    if (!hostPattern.test(page.hostname)) continue;
    if (apiLabel === null) return { name, apiBase: page.origin };
    const api = new URL(page.origin);
    api.hostname = page.hostname.replace(/^[^.]+/, apiLabel);
    return { name, apiBase: api.origin };
  }
  return { name: 'prod', apiBase: page.origin };
}

let current: Environment | undefined;

/** The environment of this page (memoised). Only call it in the browser. */
export function currentEnvironment(): Environment {
  current ??= resolveEnvironment(globalThis.location.href);
  return current;
}
