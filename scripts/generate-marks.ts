/**
 * Writes runtime/ui/marks/art.generated.ts: the card networks' and wallets' marks, read
 * from published icon sets, so the runtime carries only the marks it shows (as SVG
 * markup strings), never the sets. `npm run marks` after changing a source; the test
 * beside this file fails when the committed file differs from what this would write.
 * Terms of each source: runtime/ui/marks/LICENSES.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { CardBrand, PaymentMethodName } from '../protocol';
import { parseColor } from '../runtime/platform/theme/color';
import { AA_TEXT, contrastRatio } from '../runtime/platform/theme/derive/contrast';

interface LogoSource {
  /** `logos:NAME` (@iconify-json/logos, SVG Logos, CC0-1.0) or `si:NAME` (simple-icons, CC0-1.0). */
  readonly from: string;
  /** The part of the artwork's box that is the mark (Mastercard's circles without the wordmark). */
  readonly crop?: string;
  /** The tile's fill where the brand puts its mark on its own colour (Amex's blue box). */
  readonly tile?: string;
  /** Colours that must follow the text colour (so the dark variant is light): Google Pay's grey "Pay". */
  readonly ink?: readonly string[];
}

/** Card networks (spec §9's brands): each on a white tile, a background every network's acceptance mark allows. */
const CARD_SOURCES: Record<CardBrand, LogoSource> = {
  visa: { from: 'logos:visa' },
  mastercard: { from: 'logos:mastercard', crop: '0 0 256 158' },
  amex: { from: 'logos:amex', crop: '0 64 256 128', tile: '#006fcf' },
  unionpay: { from: 'logos:unionpay' },
  jcb: { from: 'logos:jcb' },
  discover: { from: 'logos:discover' },
  // simple-icons' Diners Club is the roundel alone, a tenth of SVG Logos' lockup.
  diners: { from: 'si:dinersclub' },
};

/** Methods with a brand mark of their own; the rest get a drawn glyph (runtime/ui/marks/MethodMark.tsx). */
const METHOD_SOURCES = {
  googlepay: { from: 'logos:google-pay', ink: ['#5f6368'] },
  applepay: { from: 'logos:apple-pay' },
  wechatpay: { from: 'si:wechat' },
  // The SEPA scheme's own mark, in the text colour (its brand blue would vanish on a dark page).
  sepa_direct_debit: { from: 'si:sepa', ink: ['#2350a9'] },
} satisfies Partial<Record<PaymentMethodName, LogoSource>>;

/**
 * The konbini chains (runtime/features/instructions/flow/contact-fields.ts, KONBINI_STORES). No
 * icon set carries their marks, and their logos are trademarked artwork we may not copy: each is
 * drawn as what it honestly is, the chain's name in Latin letters on a badge of its brand colour,
 * lettered in white or in ink, whichever reads better (at least 4.5:1, or this script fails).
 */
const STORE_BADGES = {
  seven_eleven: { name: '7-Eleven', colour: '#008163' },
  lawson: { name: 'LAWSON', colour: '#0068b7' },
  familymart: { name: 'FamilyMart', colour: '#00a040' },
  ministop: { name: 'MINISTOP', colour: '#00479d' },
  seicomart: { name: 'Seicomart', colour: '#f39800' },
} as const;

/** A badge's letters: white, or the ink of the tokens' light palette (--portico-color-text). */
const BADGE_INKS = ['#ffffff', '#1a1b25'] as const;
/** The badge's box, and the room its name may take (a longer name is drawn narrower, never past the edge). */
const BADGE = { width: 64, height: 24, text: 56, fontSize: 11 } as const;

/** The letters' colour on `fill`: the ink that reads best, refused below 4.5:1. */
export function badgeInk(fill: string): { readonly ink: string; readonly contrast: number } {
  const rgb = (colour: string) => parseColor(colour) ?? { r: 0, g: 0, b: 0 };
  const [best] = BADGE_INKS.map((ink) => ({ ink, contrast: contrastRatio(rgb(fill), rgb(ink)) })).sort((a, b) => b.contrast - a.contrast);
  if (!best || best.contrast < AA_TEXT) throw new Error(`no ink reads at ${AA_TEXT}:1 on ${fill}`);
  return best;
}

function storeBadge({ name, colour }: { readonly name: string; readonly colour: string }): string {
  const { ink } = badgeInk(colour);
  // A bold capital is about 0.78 em wide, another letter 0.68 em (generously): a name that might pass the room is fitted to it.
  const width = [...name].reduce((sum, letter) => sum + BADGE.fontSize * (/[A-Z]/.test(letter) ? 0.78 : 0.68), 0);
  const fitted = width > BADGE.text ? ` textLength="${BADGE.text}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<svg viewBox="0 0 ${BADGE.width} ${BADGE.height}"><rect width="${BADGE.width}" height="${BADGE.height}" rx="4" fill="${colour}"/>` +
    `<text x="${BADGE.width / 2}" y="16" text-anchor="middle" font-size="${BADGE.fontSize}" font-weight="700" fill="${ink}"${fitted}>${name}</text></svg>`
  );
}

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../runtime/ui/marks/art.generated.ts', import.meta.url));

interface Art {
  readonly box: string;
  readonly body: string;
}
interface IconSet {
  readonly width?: number;
  readonly height?: number;
  readonly icons: Record<string, { body: string; width?: number; height?: number }>;
}
interface SimpleIcon {
  readonly path: string;
  readonly hex: string;
}

function artOf(source: LogoSource): Art {
  const [set, name = ''] = source.from.split(':');
  if (set === 'logos') {
    const icons = require('@iconify-json/logos/icons.json') as IconSet;
    const icon = icons.icons[name];
    if (!icon) throw new Error(`no ${source.from}`);
    return { box: `0 0 ${icon.width ?? icons.width ?? 16} ${icon.height ?? icons.height ?? 16}`, body: inked(icon.body, source) };
  }
  const icons = require('simple-icons') as Record<string, SimpleIcon>;
  const icon = icons[`si${name.charAt(0).toUpperCase()}${name.slice(1)}`];
  if (!icon) throw new Error(`no ${source.from}`);
  return { box: '0 0 24 24', body: inked(`<path fill="#${icon.hex.toLowerCase()}" d="${icon.path}"/>`, source) };
}

/** The artwork with the source's `ink` colours turned to the text colour. */
function inked(body: string, source: LogoSource): string {
  return (source.ink ?? []).reduce((art, ink) => art.replaceAll(`fill="${ink}"`, 'fill="currentColor"'), body);
}

/** A 32×20 card tile: the mark centred with a 3 px margin, the border in the text colour (faint) so it shows on any page. */
function cardTile(source: LogoSource): string {
  const art = artOf(source);
  const tile = `<rect x=".5" y=".5" width="31" height="19" rx="3" fill="${source.tile ?? '#fff'}" stroke="currentColor" stroke-opacity=".3"/>`;
  const box = source.crop ?? art.box;
  // Sized to the mark's own proportions: a nested <svg> clips to its viewport, not its viewBox, so a crop
  // in a wider viewport would show what it cut off.
  const [, , w = 1, h = 1] = box.split(' ').map(Number);
  const room = source.tile ? { w: 32, h: 20 } : { w: 26, h: 14 };
  const scale = Math.min(room.w / w, room.h / h);
  const [width, height] = [w * scale, h * scale].map((n) => Math.round(n * 100) / 100) as [number, number];
  const at = (size: number, total: number) => Math.round(((total - size) / 2) * 100) / 100;
  return `${tile}<svg x="${at(width, 32)}" y="${at(height, 20)}" width="${width}" height="${height}" viewBox="${box}">${art.body}</svg>`;
}

function methodMark(source: LogoSource): string {
  const art = artOf(source);
  // Paths without a fill are black in the set: the text colour here, so they turn light in dark mode.
  return `<svg viewBox="${source.crop ?? art.box}" fill="currentColor">${art.body}</svg>`;
}

const version = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;

export function generatedMarks(): string {
  const rows = (table: Record<string, string>) =>
    Object.entries(table)
      .map(([key, markup]) => `  ${key}: ${JSON.stringify(markup)},`)
      .join('\n');
  const cards = Object.fromEntries(Object.entries(CARD_SOURCES).map(([brand, source]) => [brand, cardTile(source)]));
  const methods = Object.fromEntries(Object.entries(METHOD_SOURCES).map(([name, source]) => [name, methodMark(source)]));
  const stores = Object.fromEntries(Object.entries(STORE_BADGES).map(([store, badge]) => [store, storeBadge(badge)]));
  return `// Written by scripts/generate-marks.ts from @iconify-json/logos ${version('@iconify-json/logos')} and simple-icons ${version('simple-icons')} (both CC0-1.0; the marks' own terms: LICENSES.md). Do not edit.
import type { CardBrand, PaymentMethodName } from '../../../protocol';

/** Each card network's tile: SVG markup for a 32×20 box. */
export const CARD_ART: Record<CardBrand, string> = {
${rows(cards)}
};

/** The wallets' marks: SVG markup, each its own box. */
export const METHOD_ART: Partial<Record<PaymentMethodName, string>> = {
${rows(methods)}
};

/** Each konbini chain's badge (drawn by the script, not copied artwork): SVG markup for a ${BADGE.width}×${BADGE.height} box. */
export const STORE_ART: Readonly<Record<string, string>> = {
${rows(stores)}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUT, generatedMarks());
