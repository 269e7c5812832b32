/**
 * Size budgets of issue 6, measured on the real build (rebuilt first when stale):
 * the SDK script a merchant page loads, and the JavaScript a card frame must
 * fetch before it can show the card. Figures are printed so a failure shows them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from './build-if-stale.mjs';
import { entryKey, readManifest, staticClosure, type Manifest } from './vite-manifest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNTIME = join(ROOT, 'dist/runtime');
const SDK_SCRIPT = join(ROOT, 'dist/sdk/portico.js');
/** Loaded on demand, only when a bank asks for a 3-D Secure challenge. */
const SDK_3DS_MODULE = join(ROOT, 'dist/sdk/portico-3ds.mjs');
/** Loaded on demand, at the first update(), consent call or express checkout answer. */
const SDK_CALLS_MODULE = join(ROOT, 'dist/sdk/portico-calls.mjs');
/** The card screen's source module, as Vite keys it (relative to runtime/). */
const CARD_SCREEN = 'features/card/CardElement.tsx';
/** The payment link's country calling codes (libphonenumber-js's metadata), and the page that loads them on demand. */
const CALLING_CODES = 'features/hosted/payment-link/calling-codes.ts';
const PAYMENT_LINK_PAGE = 'features/hosted/payment-link/PaymentLinkPage.tsx';
/** Issue 29: measured 28.5 KB gzip: libphonenumber-js's minimal metadata (19 KB) and its parser (a number typed in a national plan made international). */
const CALLING_CODES_BUDGET = 31 * 1024;

/**
 * 5 KB when the SDK had one element kind (issue 6). Issue 8 added eight kinds (each
 * with the option specs that let createElement() refuse a mistake at once), split
 * groups (routing, the page relay) and 3-D Secure: measured 5,098 → 5,797 B without
 * the full-featured card. The challenge UI (3.3 KB) loads on demand, not here. The
 * budget was 6 KB from then on. Issue 9 adds six kinds (drop-in, two wallets, WeChat,
 * QR code, redirect), the answers a merchant's handler gives a wallet's express
 * checkout, and following a redirect: measured 5,947 → 6,778 B with every row in.
 * 7 KB, with what issue 9 saved elsewhere counted in its closing note. Issue 10 adds
 * recurring mode: createPaymentConsent() and verifyConsent() with the readers that refuse
 * bad terms at once (amount rules, cycle days), the recurring option specs of three kinds
 * and the `consent` event: measured 6,760 → 7,660 B. 8 KB. Issue 14 gives the merchant
 * exact types and makes the SDK's readers hold the frame to them (an intent's status, a
 * focused field, a card brand are checked, not just strings), fills in every error's
 * audience, and focuses the frame of a field a group's confirm refused: measured
 * 8,016 → 8,350 B. 9 KB, for the rest of issue 14 (errors that blame the right party,
 * updating the intent without remounting). Issues 13 and 15 add a platform's connected
 * account (onBehalfOf, read and sent to every frame), the account each frame's address
 * names (read from the client secret) and the question asked when a frame stayed silent
 * (origin_not_registered instead of a time-out): measured 9,217 → 9,641 B. 9.5 KB.
 * Issue 27 refuses a second element in an occupied container (container_occupied, its
 * message naming the element there): measured 9,710 → 9,787 B, over 9.5 KB; 9.75 KB,
 * under the 10 KB with every kind that the speed work allows. With the rest of issue 27
 * (the embedding page's origin in the frame's address, `change` never handed on twice): 9,832 B.
 * Issue 29 closes spec §4's gaps: the popup events and `complete`'s outcome (their readers),
 * and `update()`'s `initOptions.locale` and `source`: measured 9,702 → 9,824 B. 10 KB,
 * the ceiling issue 29 sets for the SDK with every kind. By issue 26 it was at 10,240 B. Issue
 * 26's placeholder height right at every width (sdk/ready-heights.ts: each kind's heights by the
 * frame's width, the drop-in's per layout, measured; the drop-in's default layout as the frame
 * picks it) and the element split along its seams (mount-frame.ts, frame-events.ts): measured
 * 10,240 → 10,630 B, of which the table's 60 numbers are 142 B. Nothing the SDK does was found
 * to drop (table-driven option checks were tried: 41 B more after gzip). 10.5 KB for a while; issue
 * 29's 10 KB ceiling was then won back (measured by a source-map breakdown of the bundle, each
 * lever kept only where it paid, 10,629 B at the start): the frames' title keys derived from the
 * kind instead of a column of ELEMENT_KINDS (-75 B), no conditional spreads of what JSON leaves out
 * anyway (-37 B), terser's hoist_funs and inline: 1 (-77 B), the readers of the calls only some
 * pages make (update(), the consent calls, an express checkout's answers) moved to portico-calls.mjs,
 * loaded from the checkout origin at the first such call (-489 B, its loader and message counted);
 * the drop-in's default layout read by the frame's own rule (protocol/device-layout.ts, the iPad
 * and client hints the SDK's guess missed: +80 B). Measured 10,035 B. 10 KB.
 */
const SDK_BUDGET = 10 * 1024;
const SDK_3DS_BUDGET = 4 * 1024;
/** Measured 2,483 B: the consent terms' rules, the update and express answer readers, and the option machinery they share. */
const SDK_CALLS_BUDGET = 3 * 1024;
/**
 * 100 KB from issue 6 to issue 13. Issue 14's errors that blame the right party live in
 * every element frame: the refusal a page that is not the declared origin hears
 * (origin_mismatch at once, not a time-out) and the client secret check that runs after
 * the first paint (its work is in the confirm chunk; what stays is the hook, the
 * refusal and the error row): measured 102,301 → 102,573 B. 101 KB. Issues 13 and 15 add
 * what every paying frame must do before it can be idle: one payment per click (the paid
 * intent answered again), nothing sent offline (the message, cleared when back online),
 * the device fingerprint's scheduler, the metrics' and window hooks' doors (their code is
 * in chunks loaded after the first paint: measured, the hooks moved there saved 228 B),
 * the telemetry context: measured 102,782 → 103,777 B. 102 KB. Issue 15's accounts that
 * own their origins: the frame reads its address's account before the query is dropped,
 * checks the secret's account against it (or the page against the registered origins),
 * and, where the browser cannot name the parent, shows nothing payable before the ACK:
 * measured 103,746 → 104,491 B. 103 KB. Issue 29 brings i18next back as the runtime's i18n
 * (the design card's library, in place of the smaller one issue 6 chose, with English initialised synchronously
 * from the bundle so the first render does not wait): measured 104,830 → 119,494 B, all of
 * it i18next in the foundation chunk. 117 KB: what i18next costs, and no more. The same issue's
 * spec §4 items (onComplete after each outcome, popup events, update's source and
 * initOptions) then measured 119,765 B. Issue 24's layers: the confirm chunk's loader, which
 * the bundler now split into a chunk of its own, is declared in frame-kit, where it brings
 * the confirm chunk's dependency list the entry used to share (+506 B on 104,830 B before
 * i18next); with everything merged, 120,351 B. Issue 27's truth at mount (the frame shows a
 * paid, cancelled or expired intent for what it is, from the intent the secret check
 * already read, and its three English sentences): 120,776 B. Issue 24's chunk step declares the
 * `api` and `confirm` chunks in vite.config.ts (no more re-exports through confirm-payment.ts): the
 * confirm chunk's loaders name two chunks where they named thirteen, and the account acted for
 * sits in frame-kit, so the API chunk no longer imports the entry: measured 120,377 B (-399 B).
 * 117.75 KB: that, and no more.
 */
const CARD_CRITICAL_PATH_BUDGET = 117.75 * 1024;

/** Level 9, as the precompressed `.gz` files the server sends. */
const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let manifest: Manifest;

beforeAll(() => {
  buildIfStale();
  manifest = readManifest(RUNTIME);
}, 300_000);

describe('size budgets (gzip, real build)', () => {
  it(`SDK IIFE dist/sdk/portico.js ≤ ${kb(SDK_BUDGET)}`, () => {
    const bytes = readFileSync(SDK_SCRIPT);
    const gzip = gzipSize(bytes);
    console.log(`SDK IIFE dist/sdk/portico.js: ${kb(bytes.length)} raw, ${kb(gzip)} gzip (${gzip} B; budget ${SDK_BUDGET} B)`);
    expect(gzip).toBeLessThanOrEqual(SDK_BUDGET);
  });

  it(`SDK 3-D Secure module dist/sdk/portico-3ds.mjs ≤ ${kb(SDK_3DS_BUDGET)} (not loaded unless a challenge is needed)`, () => {
    const bytes = readFileSync(SDK_3DS_MODULE);
    const gzip = gzipSize(bytes);
    console.log(`SDK 3DS module: ${kb(bytes.length)} raw, ${kb(gzip)} gzip (${gzip} B; budget ${SDK_3DS_BUDGET} B)`);
    expect(gzip).toBeLessThanOrEqual(SDK_3DS_BUDGET);
  });

  it(`SDK call readers dist/sdk/portico-calls.mjs ≤ ${kb(SDK_CALLS_BUDGET)} (not loaded unless update(), a consent call or an express answer is made)`, () => {
    const bytes = readFileSync(SDK_CALLS_MODULE);
    const gzip = gzipSize(bytes);
    console.log(`SDK calls module: ${kb(bytes.length)} raw, ${kb(gzip)} gzip (${gzip} B; budget ${SDK_CALLS_BUDGET} B)`);
    expect(gzip).toBeLessThanOrEqual(SDK_CALLS_BUDGET);
  });

  it(`card critical path (entry + card screen, with their static imports) ≤ ${kb(CARD_CRITICAL_PATH_BUDGET)}`, () => {
    expect(manifest[CARD_SCREEN], `${CARD_SCREEN} must be a chunk of its own in the Vite manifest`).toBeDefined();
    const chunks = staticClosure(manifest, [entryKey(manifest), CARD_SCREEN]);
    const rows = chunks.map((chunk) => {
      const bytes = readFileSync(join(RUNTIME, chunk.file));
      return { file: chunk.file, raw: bytes.length, gzip: gzipSize(bytes) };
    });
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      [
        `card critical path: ${kb(total)} gzip (${total} B; budget ${CARD_CRITICAL_PATH_BUDGET} B) in ${rows.length} scripts`,
        ...rows.map((row) => `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(9)} raw ${kb(row.gzip).padStart(9)} gzip`),
      ].join('\n'),
    );
    // The entry chunk itself is in the sum: an empty closure would pass any budget.
    expect(rows.map((row) => row.file)).toContain(manifest[entryKey(manifest)]!.file);
    expect(total).toBeLessThanOrEqual(CARD_CRITICAL_PATH_BUDGET);
  });

  it(`the calling codes are a chunk of their own ≤ ${kb(CALLING_CODES_BUDGET)}, on neither the card's path nor the payment link page's first one`, () => {
    const chunk = manifest[CALLING_CODES];
    expect(chunk?.isDynamicEntry, `${CALLING_CODES} must be loaded on demand`).toBe(true);
    const gzip = gzipSize(readFileSync(join(RUNTIME, chunk!.file)));
    console.log(`calling codes chunk: ${kb(gzip)} gzip (${gzip} B; budget ${CALLING_CODES_BUDGET} B)`);
    expect(gzip).toBeLessThanOrEqual(CALLING_CODES_BUDGET);
    for (const path of [
      [entryKey(manifest), CARD_SCREEN],
      [entryKey(manifest), PAYMENT_LINK_PAGE],
    ]) {
      expect(staticClosure(manifest, path).map((one) => one.file)).not.toContain(chunk!.file);
    }
  });
});
