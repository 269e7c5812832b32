/**
 * The wallets' stand-in scripts, mounted at /simulator (docs/sandbox/methods.md, "Wallet
 * stand-ins"): what the local checkout loads in place of Google's Google Pay JS API, and
 * the ApplePaySession the end-to-end tests install in browsers that have none. Each is
 * the shared test sheet (wallets/sheet.js) and the wallet's own file in one IIFE.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

// A path, not a URL object: a jsdom test replaces the global URL.
const WALLETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'wallets');
const read = (file: string) => readFileSync(join(WALLETS_DIR, file), 'utf8');

/** The stand-in as one classic script: its names stay inside the IIFE (only its globals are set). */
export function walletStandIn(wallet: 'google-pay' | 'apple-pay'): string {
  return `(function () {\n'use strict';\n${read('sheet.js')}\n${read(`${wallet}.js`)}\n})();\n`;
}

export const WALLET_STAND_IN_PATHS = {
  'google-pay': '/simulator/google-pay/pay.js',
  'apple-pay': '/simulator/apple-pay/stand-in.js',
} as const;

export function walletStandInRoutes(): Hono {
  const routes = new Hono();
  for (const wallet of ['google-pay', 'apple-pay'] as const) {
    const script = walletStandIn(wallet);
    routes.get(WALLET_STAND_IN_PATHS[wallet].slice('/simulator'.length), (c) => {
      // Loaded by a <script> tag of the checkout's frames (any origin may, as Google's script).
      c.header('Cache-Control', 'no-cache');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    });
  }
  return routes;
}
