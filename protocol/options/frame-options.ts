import { checkoutAddress } from '../boundary/frame-account';
import { ELEMENT_KINDS, type ElementKind } from '../element-kinds';
import { ifFits, type OptionSpec, type OptionSpecs, type ValueOf } from './option-specs';
import type { PaymentMethodName } from '../payment-methods';

/** What the SDK itself adds to a kind's options in every frame's address, and what pages' addresses carry more. */
interface SdkFrameOptions {
  /** The merchant page's origin, as `init()` declared it; the frame checks it against its parent's. */
  readonly origin: string;
  /** The frame's private channel (handshake.ts). */
  readonly channel: string;
  /** A split field's group id (element-groups.ts): random, made by the SDK, shared by the group's frames (not the merchant's group name). */
  readonly group?: string;
  /** A platform's connected account the frame's API calls act for (`init({ onBehalfOf })`, spec §7 `x-on-behalf-of`). */
  readonly on_behalf_of?: string;
  /**
   * The colour the merchant's page shows behind the element's container (`#rrggbb`): each
   * ancestor's `background-color` laid over the next, down to white. The frame is
   * transparent, so its theme holds text on this colour to AA, or paints its own background.
   */
  readonly page_color?: string;
  /** Any method: a page's address names its own (a direct debit's provider); an element's are its kind's (element-options.ts). */
  readonly method?: PaymentMethodName;
}

type Row = (typeof ELEMENT_KINDS)[ElementKind];
/** Every option table of a kind: its options, and its recurring mode's. */
type KindSpecs = Row extends infer R
  ? R extends { readonly options: infer O; readonly recurring: infer C }
    ? O | C
    : R extends { readonly options: infer O }
      ? O
      : never
  : never;
type NamesOf<S> = S extends unknown ? keyof S : never;
type SpecsNamed<S, N extends PropertyKey> = S extends unknown ? (N extends keyof S ? Extract<S[N], OptionSpec> : never) : never;

/**
 * What the SDK writes into the iframe URL (spec §2: `#/elements/{kind}?options=JSON&lang=…`),
 * derived from the kinds' option specs (element-kinds.ts): every option any kind takes,
 * optional (kinds differ), of any of its specs' values; the language travels as `lang`.
 * The runtime's route parser reads the same fields back. A new option is its spec's row.
 */
export type FrameOptions = SdkFrameOptions & KindFrameOptions;
type KindFrameOptions = { readonly [N in Exclude<NamesOf<KindSpecs>, 'locale' | keyof SdkFrameOptions>]?: ValueOf<SpecsNamed<KindSpecs, N>> };

/** Each option name any kind takes (but `locale`, which travels as `lang`), with every spec a kind gives it. Made on first use: the SDK never reads an address. */
let kindOptionSpecs: Map<string, OptionSpec[]> | null = null;
function kindOptionSpecsByName(): Map<string, OptionSpec[]> {
  if (kindOptionSpecs) return kindOptionSpecs;
  kindOptionSpecs = new Map();
  for (const row of Object.values(ELEMENT_KINDS) as ReadonlyArray<{ options: OptionSpecs; recurring?: OptionSpecs }>) {
    for (const specs of [row.options, row.recurring ?? {}]) {
      for (const [name, spec] of Object.entries(specs)) if (name !== 'locale') kindOptionSpecs.set(name, [...(kindOptionSpecs.get(name) ?? []), spec]);
    }
  }
  return kindOptionSpecs;
}

/**
 * The frame's reading of the kinds' options in its address: each option kept when it fits
 * one of its specs (the rule the SDK checked it with), else dropped, as is any other key.
 * A new option in a kind's specs is read here with no line of its own.
 */
export function readKindFrameOptions(raw: Readonly<Record<string, unknown>>): KindFrameOptions {
  const read: Record<string, unknown> = {};
  for (const [name, specs] of kindOptionSpecsByName()) {
    if (raw[name] === undefined) continue;
    const fits = specs.map((spec) => ifFits(spec, raw[name])).find((value) => value !== undefined);
    if (fits !== undefined) read[name] = fits;
  }
  return read as KindFrameOptions;
}

/** `page_color`'s form: what the SDK writes, the only form the frame reads. */
export const PAGE_COLOR = /^#[0-9a-f]{6}$/;

export function elementFrameUrl(
  checkoutOrigin: string,
  kind: ElementKind,
  options: FrameOptions,
  locale?: string,
  /** The SDK's own version (`v`, spec §2/§5): the frame compares it with the oldest it speaks with. */
  appVersion?: string,
  /**
   * The origin of the page that embeds the frame (`location.origin`), which the checkout
   * names in `frame-ancestors`; not the declared `options.origin`, whose mismatch the
   * frame itself reports (`origin_mismatch`) once the browser let it load.
   */
  pageOrigin: string = options.origin,
  /** The account the client secret names (`accountOfSecret`, read once by the caller), named before the hash. */
  account?: string,
): string {
  const query = new URLSearchParams({ options: JSON.stringify(options) });
  if (locale) query.set('lang', locale);
  if (appVersion) query.set('v', appVersion);
  return checkoutAddress(checkoutOrigin, `/elements/${kind}?${query.toString()}`, account, pageOrigin);
}
