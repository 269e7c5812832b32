/**
 * The `<script>` build (IIFE, global `Portico`). It remembers the origin it was
 * served from, which is the checkout origin, so `Portico.init()` needs no options.
 */
import { setDefaultCheckoutOrigin } from './portico';

const script = typeof document !== 'undefined' ? document.currentScript : null;
if (script instanceof HTMLScriptElement && script.src) setDefaultCheckoutOrigin(new URL(script.src).origin);

export * from './index';
