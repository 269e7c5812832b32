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
import { CARD_SCREEN, cardCriticalPath, entryKey, readManifest, staticClosure, type Manifest } from './vite-manifest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNTIME = join(ROOT, 'dist/runtime');
const SDK_SCRIPT = join(ROOT, 'dist/sdk/portico.js');
/** Loaded on demand, only when a bank asks for a 3-D Secure challenge. */
const SDK_3DS_MODULE = join(ROOT, 'dist/sdk/portico-3ds.mjs');
/** Loaded on demand, at the first update(), consent call or express checkout answer. */
const SDK_CALLS_MODULE = join(ROOT, 'dist/sdk/portico-calls.mjs');
/** The payment link's country calling codes (libphonenumber-js's metadata), and the page that loads them on demand. */
const CALLING_CODES = 'features/hosted/payment-link/calling-codes.ts';
const PAYMENT_LINK_PAGE = 'features/hosted/payment-link/PaymentLinkPage.tsx';
/** Measured 28.5 KB gzip: libphonenumber-js's minimal metadata (19 KB) and its parser (a number typed in a national plan made international). */
const CALLING_CODES_BUDGET = 31 * 1024;

/**
 * 11.5 KB, the ceiling for the SDK with every element kind: each kind's option checks (so
 * createElement() refuses a mistake at once), split groups, the readers that hold the frames
 * to the SDK's types, each kind's placeholder heights. It fits because what only some pages
 * need loads from the checkout origin on demand: the 3-D Secure challenge (portico-3ds.mjs)
 * and the readers of update(), the consent calls and express answers (portico-calls.mjs).
 * Measured 11,513 B: 10,194 B before the SDK called the frame through Comlink's wrap() (the
 * design card's RPC on both sides of the frame), which replaced a hand copy of Comlink's wire
 * format and costs 1,319 B. A change that crosses it finds the bytes first (a source-map breakdown of
 * the bundle shows where they go; table-driven option checks were tried and cost more after gzip).
 * Raised to 11.75 KB for issue 38 and 42's wave (measured 11,918 B, +261 B): the element requests
 * (createPaymentMethod, getIntent, getBinInfo on clear()'s path, ~50 B) and the hosted page's logo,
 * terms and privacy options with the logo's own check (~200 B). Winning them back is issue 43's.
 * Raised to 11.8 KB (measured 12,067 B, about +50 B): calls leave in the order they were made, so a
 * confirm() right after an update() whose reader was still loading no longer paid the old intent.
 */
const SDK_BUDGET = 11.8 * 1024;
const SDK_3DS_BUDGET = 4 * 1024;
/** Measured 2,483 B: the consent terms' rules, the update and express answer readers, and the option machinery they share. */
const SDK_CALLS_BUDGET = 3 * 1024;
/**
 * What a card frame fetches before it can show the card: the measured size and no more, so
 * that what the first paint gains is a decision. Of it, React 19 with react-dom and i18next
 * are 83 KB that no card on the design card goes below (the bench's floor frames, measured
 * by scripts/card-critical-path.ts with the table in docs/card-critical-path.md); what a
 * frame needs only after its first paint (confirming, the device fingerprint, metrics)
 * stays in the chunks vite.config.ts declares. Measured 119,672 B in 5 scripts for issue 43
 * (from 121,706 B in 9): the frame kit rides in the foundation chunk, the card kinds' fields
 * in one chunk, and the entry's preload lists leave out what is already there; the spec's
 * payment-request state and shared session (issue 42) then took it to 119,873 B. Issue 43's
 * 100 KB needs the first paint to wait for less of the frame itself (the bridge, the protocol's
 * guards and readers are ~10 KB of the rest): the doc says what was measured and tried.
 * Since the boot markup says ready itself (onBootReady), this is what the runtime needs before
 * it is wired (a confirm waits for that), not what the merchant's `ready` waits for (below);
 * adopting the boot script's handshake added 54 B (120,118 B), and keeping focus the boot script put
 * in the markup after the body's first render 58 B (120,176 B). An intent that update() swaps in is
 * committed before the frame reads its next message (flushSync), so a confirm sent right after it pays
 * the new intent: 47 B (120,235 B). A field finished in the boot markup moves focus on once the runtime
 * took it over, as one finished in the runtime does (a whole number typed on a slow network): 105 B (120,350 B).
 */
const CARD_CRITICAL_PATH_BUDGET = 120_360;
/** Requests before the card is ready: the entry, the foundation, Rolldown's runtime, the card screen and its fields. */
const CARD_CRITICAL_PATH_SCRIPTS = 5;

/**
 * What a card frame needs before the merchant hears `ready`: its document (the boot markup, the
 * script that shows it and says onBootReady, and the stylesheets, inline since
 * scripts/vite-document-styles.ts), and no other file. Measured 8,798 B with the stylesheets linked
 * (8,502 B before the markup put focus the page gives the frame in its first empty field, about 300 B),
 * 8,327 B with them inline: one gzip stream of them all is smaller than the document and three sheets apart.
 */
const CARD_BOOT_BUDGET = 8.5 * 1024;

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

  it(`card critical path (entry + card screen, with their static imports) ≤ ${kb(CARD_CRITICAL_PATH_BUDGET)} in ≤ ${CARD_CRITICAL_PATH_SCRIPTS} scripts`, () => {
    expect(manifest[CARD_SCREEN], `${CARD_SCREEN} must be a chunk of its own in the Vite manifest`).toBeDefined();
    const chunks = cardCriticalPath(manifest);
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
    expect(rows.length, 'scripts on the card critical path').toBeLessThanOrEqual(CARD_CRITICAL_PATH_SCRIPTS);
  });

  it(`card before ready (its document, its styles inline, and no other file) ≤ ${kb(CARD_BOOT_BUDGET)}`, () => {
    const html = readFileSync(join(RUNTIME, 'index.html'), 'utf8');
    // The document says ready itself for the card: else this would measure nothing the merchant waits for.
    expect(html).toContain('onBootReady');
    expect(html).toContain('id="portico-boot-card"');
    // Styled by itself: a stylesheet it linked would be one more request before the fields, and is not counted here
    // (a `disabled` link is neither fetched nor applied: it stands for its inline sheet, scripts/vite-document-styles.ts).
    expect([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].filter(([link]) => !/\sdisabled>$/.test(link))).toEqual([]);
    expect(html).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.portico-card__field/);
    const total = gzipSize(Buffer.from(html));
    console.log(`card before ready: ${kb(total)} gzip (${total} B; budget ${CARD_BOOT_BUDGET} B): index.html with its styles inline`);
    expect(total).toBeLessThanOrEqual(CARD_BOOT_BUDGET);
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
