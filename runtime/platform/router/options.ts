/**
 * The `options` URL parameter (spec §2): JSON written by the SDK or by a merchant
 * building a hosted-page URL. It is untrusted input: only the known fields with
 * the right types are kept, aliases are folded into one field each, and nothing
 * here throws.
 */
import type { Appearance, FrameOptions } from '../../../protocol';
import {
  APPEARANCE_MODES,
  APPEARANCE_VARIABLES,
  isCardBrand,
  isPaymentMethodName,
  isPlainData,
  isRecord,
  isAccountId,
  isWebUrl,
  PAGE_COLOR,
  readKindFrameOptions,
  type CardBrand,
  type PaymentMethodName,
} from '../../../protocol';

export type PaymentMode = NonNullable<FrameOptions['mode']>;

/** What the runtime reads from `options`, normalised (aliases folded in). */
export interface ParsedOptions extends Partial<FrameOptions> {
  readonly sessionId?: string;
  /** The hosted page's ways back to the merchant (protocol/options/hosted-checkout.ts): http(s) only; followed only if registered. */
  readonly success_url?: string;
  readonly cancel_url?: string;
}

export type OptionsResult = { readonly options: ParsedOptions; readonly error: null } | { readonly options: null; readonly error: string | null };

export function isPaymentMode(value: unknown): value is PaymentMode {
  return value === 'payment' || value === 'recurring';
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A copy without the `undefined` fields, so absent stays absent. */
function compact<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Keeps the appearance fields of the protocol's tables (APPEARANCE_VARIABLES,
 * APPEARANCE_MODES) that have the right primitive type, dropping the rest; colour
 * values are checked by the theme.
 */
function readAppearance(value: unknown): Appearance | undefined {
  if (!isRecord(value)) return undefined;
  const given = value.variables;
  const variables = isRecord(given) ? compact(Object.fromEntries(APPEARANCE_VARIABLES.map((name) => [name, nonEmptyString(given[name])]))) : undefined;
  const mode = (APPEARANCE_MODES as readonly unknown[]).includes(value.mode) ? (value.mode as Appearance['mode']) : undefined;
  return compact({ mode, variables });
}

/** The card brands a merchant accepts: the known names, each once; none known is as if absent (every brand). */
function readBrands(value: unknown): readonly CardBrand[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const brands = [...new Set(value.filter(isCardBrand))];
  return brands.length > 0 ? brands : undefined;
}

/** Method names the runtime knows, each once; none known is as if absent. */
function readMethods(value: unknown): readonly PaymentMethodName[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const methods = [...new Set(value.filter(isPaymentMethodName))];
  return methods.length > 0 ? methods : undefined;
}

/**
 * Every option of a kind is kept by its rule in the protocol's specs (readKindFrameOptions,
 * the rule the SDK checked it with); the fields below read otherwise: the SDK's own, the
 * hosted page's, aliases, and lists read leniently (unknown names dropped, the rest kept).
 * Field precedence inside `options`: `intent_id` over `intent.id` (a nested
 * `{ "intent": { "id": … } }`), `origin` over `from`. A field with the wrong type
 * is dropped as if absent.
 */
function readOptions(raw: Record<string, unknown>): ParsedOptions {
  const intent = isRecord(raw.intent) ? raw.intent : {};
  return compact({
    ...readKindFrameOptions(raw),
    origin: nonEmptyString(raw.origin) ?? nonEmptyString(raw.from),
    channel: nonEmptyString(raw.channel),
    intent_id: nonEmptyString(raw.intent_id) ?? nonEmptyString(intent.id),
    client_secret: nonEmptyString(raw.client_secret),
    customer_id: nonEmptyString(raw.customer_id),
    consent_id: nonEmptyString(raw.consent_id),
    sessionId: nonEmptyString(raw.sessionId),
    mode: isPaymentMode(raw.mode) ? raw.mode : undefined,
    appearance: readAppearance(raw.appearance),
    brands: readBrands(raw.brands),
    group: nonEmptyString(raw.group),
    methods: readMethods(raw.methods),
    method: isPaymentMethodName(raw.method) ? raw.method : undefined,
    success_url: isWebUrl(raw.success_url) ? raw.success_url : undefined,
    cancel_url: isWebUrl(raw.cancel_url) ? raw.cancel_url : undefined,
    on_behalf_of: isAccountId(raw.on_behalf_of) ? raw.on_behalf_of : undefined,
    page_color: typeof raw.page_color === 'string' && PAGE_COLOR.test(raw.page_color) ? raw.page_color : undefined,
  });
}

/**
 * Parses the `options` parameter. Absent or empty → `{ options: null, error: null }`.
 * Not JSON, not a JSON object, too deep or large, or holding a key such as
 * `__proto__` → `{ options: null, error: <reason> }`.
 */
export function parseOptions(json: string | null): OptionsResult {
  if (json === null || json === '') return { options: null, error: null };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { options: null, error: `options is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(value)) return { options: null, error: 'options is not a JSON object' };
  if (!isPlainData(value)) return { options: null, error: 'options is too large, too deep or has a forbidden key' };
  return { options: readOptions(value), error: null };
}
