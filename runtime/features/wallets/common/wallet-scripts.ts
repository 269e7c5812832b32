/**
 * Where each environment loads the Google Pay JS API from, and which Google Pay
 * environment it asks for. Locally the sandbox serves a stand-in with the same surface
 * (docs/sandbox/methods.md, "Wallet stand-ins"), so the real loading, button and token
 * path runs with no network; every deployed environment loads Google's own script,
 * with Google's TEST environment (test cards only) everywhere but prod.
 * Apple Pay needs no script in Safari, where `ApplePaySession` is the browser's; other
 * browsers get it from Apple's Apple Pay JS SDK (the shopper pays with an iPhone). The
 * sandbox has no stand-in for it: locally a browser without `ApplePaySession` has no Apple Pay.
 */
import type { Environment, EnvironmentName } from '../../../platform/env/environment';

const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

const APPLE_PAY_SDK_JS = 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js';

export const APPLE_PAY_SDK_SCRIPTS = {
  local: null,
  dev: APPLE_PAY_SDK_JS,
  staging: APPLE_PAY_SDK_JS,
  demo: APPLE_PAY_SDK_JS,
  prod: APPLE_PAY_SDK_JS,
} as const satisfies Record<EnvironmentName, string | null>;

export type GooglePayEnvironment = 'TEST' | 'PRODUCTION';

/** `script`: an absolute URL, or a path on the environment's API origin (the sandbox). */
export const GOOGLE_PAY_SCRIPTS = {
  local: { script: '/simulator/google-pay/pay.js', environment: 'TEST' },
  dev: { script: GOOGLE_PAY_JS, environment: 'TEST' },
  staging: { script: GOOGLE_PAY_JS, environment: 'TEST' },
  demo: { script: GOOGLE_PAY_JS, environment: 'TEST' },
  prod: { script: GOOGLE_PAY_JS, environment: 'PRODUCTION' },
} as const satisfies Record<EnvironmentName, { readonly script: string; readonly environment: GooglePayEnvironment }>;

export interface GooglePaySetup {
  readonly scriptUrl: string;
  readonly environment: GooglePayEnvironment;
}

export function googlePaySetup(env: Environment): GooglePaySetup {
  const { script, environment } = GOOGLE_PAY_SCRIPTS[env.name];
  return { scriptUrl: new URL(script, `${env.apiBase}/`).href, environment };
}
