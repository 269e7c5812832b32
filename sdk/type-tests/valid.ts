/**
 * Type tests of the SDK's public API, kept as stripe-js keeps its own
 * (`tests/types/src/valid.ts` and `invalid.ts`): this file holds every documented
 * use and must compile; `invalid.ts` holds what a merchant must not be able to
 * write, each under a `@ts-expect-error`. Why: the option and event types are
 * derived from the protocol's rows (`protocol/element-kinds.ts`, `element-options.ts`,
 * `payloads.ts`, `events.ts`), so a change there can silently loosen or break a
 * merchant's code; these files make either one a compile error.
 *
 * Rules: import only the public entry (`../index`, what `from 'portico'` gives a
 * merchant) and the protocol's kind table, which the public kinds are held to; never
 * run (every use sits in an exported function that nothing calls; the helpers below
 * are `declare`d, with no body). Checked by `tsc -p tsconfig.json`
 * (the root tsconfig includes `sdk/`), which is the typecheck step of `npm test`.
 * A new option or event adds its lines here and in `invalid.ts`; a new element kind needs
 * none (the kind union is checked against the protocol's table).
 */
import {
  CHECKOUT_ORIGINS,
  init,
  PorticoError,
  type Appearance,
  type BinInfo,
  type CardBrand,
  type FullFeaturedCardElementOptions,
  type PorticoElement,
  type CardChange,
  type CardElementOptions,
  type FieldChange,
  type DropinChange,
  type ConfirmParams,
  type ElementChangeByKind,
  type ElementEventName,
  type ElementEventNameOf,
  type ElementField,
  type ElementEventPayload,
  type ElementKind,
  type ElementOptionsByKind,
  type ElementUpdate,
  type UpdateResult,
  type InitOptions,
  type IntentStatus,
  type IntentSummary,
  type MerchantError,
  type PaymentError,
  type Portico,
  type PorticoErrorCode,
  type PorticoEnv,
  type PaymentMethodSummary,
} from '../index';
import type { ELEMENT_KINDS } from '../../protocol';

/** `true` only when `A` and `B` are the same type, not merely assignable either way. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `A` and `B` are the same type. */
declare function exactly<A, B>(...proof: Equal<A, B> extends true ? [] : [never]): void;
/** Compiles when `value` can be used as a `T`: what a merchant's annotation does. */
declare function accepts<T>(value: T): void;

declare const portico: Portico;
declare const card: PorticoElement<'card'>;
declare const intent_id: string;
declare const client_secret: string;

type Audience = 'merchant' | 'customer' | 'network' | 'internal';

// ---- init() ----

export async function initWithoutOptions(): Promise<void> {
  accepts<Portico>(await init());
  accepts<Portico>(await init({}));
}

export async function initWithEveryOption(): Promise<void> {
  const instance = await init({
    env: 'staging',
    checkoutOrigin: 'http://127.0.0.1:3100',
    locale: 'zh-HK',
    appearance: { mode: 'dark', variables: { colorBrand: '#0a84ff', colorText: 'rgb(20, 20, 20)', colorBackground: '#fff' } },
    origin: 'https://shop.example.com',
    handshakeTimeoutMs: 20_000,
  });
  accepts<string>(instance.config.checkoutOrigin);
  accepts<string>(instance.config.merchantOrigin);
  accepts<number>(instance.config.handshakeTimeoutMs);
}

export async function initWithEveryEnv(): Promise<void> {
  exactly<PorticoEnv, 'local' | 'dev' | 'staging' | 'demo' | 'prod'>();
  for (const env of Object.keys(CHECKOUT_ORIGINS) as PorticoEnv[]) await init({ env });
  accepts<string>(CHECKOUT_ORIGINS.prod);
}

export async function initWithOptionsBuiltAhead(): Promise<void> {
  const appearance: Appearance = { mode: 'light', variables: { colorBrand: '#635bff' } };
  const options: InitOptions = { env: 'prod', appearance, locale: 'fr' };
  await init(options);
}

// ---- createElement() ----

export function createCardWithRequiredOptions(): void {
  const element = portico.createElement('card', { intent_id, client_secret });
  exactly<typeof element, PorticoElement<'card'>>();
  exactly<typeof element.kind, 'card'>();
}

export function createCardWithEveryOption(): void {
  portico.createElement('card', {
    intent_id,
    client_secret,
    locale: 'de',
    appearance: { mode: 'dark', variables: { colorBackground: '#111' } },
    brands: ['visa', 'mastercard'],
  });
}

export function createFullFeaturedCard(): void {
  const element = portico.createElement('full-featured-card', { intent_id, client_secret, customer_id: 'cus_1', brands: ['amex'] });
  exactly<typeof element, PorticoElement<'full-featured-card'>>();
  exactly<FullFeaturedCardElementOptions['brands'], readonly CardBrand[] | undefined>();
  element.on('change', (change) => exactly<typeof change, CardChange>());
}

export function createWalletButtons(): void {
  // A button that pays the intent your server made, and an express checkout's (no intent yet: the total, and what to ask).
  portico.createElement('google-pay', { intent_id, client_secret, country_code: 'US', locale: 'de' });
  portico.createElement('apple-pay', { intent_id, client_secret });
  portico.createElement('google-pay', { amount: 25, currency: 'USD', country_code: 'US', shipping: 'none' });
  portico.createElement('apple-pay', { amount: 25, currency: 'USD' });
}

export function createCardFromNamedOptionTypes(kind: ElementKind): void {
  exactly<CardElementOptions, ElementOptionsByKind['card']>();
  // The public union is the protocol table's kinds, no more and no fewer, each a literal: a
  // kind is added by its row (protocol/element-kinds.ts), and this holds the SDK's type to it.
  exactly<ElementKind, keyof typeof ELEMENT_KINDS>();
  exactly<string extends ElementKind ? 'widened' : 'literal', 'literal'>();
  exactly<Extract<ElementKind, 'card' | 'dropin' | 'apple-pay'>, 'card' | 'dropin' | 'apple-pay'>();
  const options: CardElementOptions = { intent_id, client_secret };
  portico.createElement('card', options);
  portico.createElement(kind, options);
}

export function createMountAndChain(container: HTMLElement): void {
  // mount() returns the element, so creation and mounting chain.
  const element: PorticoElement<'card'> = portico.createElement('card', { intent_id, client_secret }).mount('#card');
  element.mount(container);
}

// ---- element methods ----

export async function everyElementMethod(): Promise<void> {
  card.focus();
  card.blur();
  await card.clear();
  accepts<boolean>(card.ready);
  card.unmount();
  card.mount('#card');
  card.destroy();
}

export async function elementRequests(dropin: PorticoElement<'dropin'>, expiry: PorticoElement<'expiry'>): Promise<void> {
  const method = await card.createPaymentMethod();
  exactly<typeof method, PaymentMethodSummary>();
  accepts<string>(method.id);
  accepts<string>(method.card.last4);
  exactly<Awaited<ReturnType<typeof card.getIntent>>, IntentSummary>();
  accepts<IntentSummary>(await dropin.getIntent());
  const bin = await card.getBinInfo();
  exactly<typeof bin, BinInfo | null>();
  // A split field asks its group's card-number frame.
  accepts<PaymentMethodSummary>(await expiry.createPaymentMethod());
  accepts<BinInfo | null>(await expiry.getBinInfo());
}

export async function confirmThePayment(): Promise<void> {
  const intent = await card.confirm();
  exactly<typeof intent, IntentSummary>();
  accepts<string>(intent.id);
  accepts<string>(intent.status);
  accepts<number | undefined>(intent.amount);
  accepts<string | undefined>(intent.currency);
  await card.confirm({});
  await card.confirm({ cardholderName: 'Ada Lovelace' });
  const params: ConfirmParams = { cardholderName: 'Ada Lovelace' };
  await card.confirm(params);
}

export async function updateInPlace(): Promise<void> {
  const swap: ElementUpdate = { intent_id: 'int_2', client_secret: 'int_2_secret' };
  await card.update(swap);
  await card.update({ locale: 'de', intent_id: 'int_2', client_secret: 'int_2_secret' });
  // A fresh client_secret alone (after client_secret_expired): its claims name the intent.
  await card.update({ client_secret: 'eyJ.fresh.secret' });
  await card.update({ appearance: { mode: 'dark' } });
  await card.update({ locale: 'ja' });
  await card.update({ appearance: { variables: { colorText: '#222' } }, locale: 'pt-BR' });
  accepts<Promise<{ readonly updated: boolean }>>(card.update({}));
  const { updated }: UpdateResult = await card.update({ source: 'OTHER', locale: 'de' });
  accepts<boolean>(updated);
}

// ---- events: every name, each with its payload ----

export function everyEventName(): void {
  exactly<
    ElementEventName,
    | 'ready'
    | 'submit'
    | 'success'
    | 'error'
    | 'cancel'
    | 'change'
    | 'resize'
    | 'redirect'
    | 'complete'
    | 'focus'
    | 'blur'
    | 'binInfo'
    | '3dsChallenge'
    | '3dsResult'
    | 'paymentAuthorized'
    | 'shippingChange'
    | 'consent'
    | 'popupOpened'
    | 'popupBlocked'
    | 'popupClosed'
  >();
}

export function readyEvent(): void {
  card.on('ready', (ready) => {
    exactly<typeof ready, { kind: ElementKind; title: string }>();
    accepts<ElementKind>(ready.kind);
    accepts<string>(ready.title);
  });
}

export function changeEventIsTheCardsOwn(): void {
  exactly<ElementEventPayload<'change', 'card'>, CardChange>();
  exactly<ElementEventPayload<'change'>, ElementChangeByKind[ElementKind]>();
  exactly<ElementEventPayload<'change'>, CardChange | FieldChange | DropinChange>();
  card.on('change', (change) => {
    exactly<typeof change, CardChange>();
    accepts<boolean>(change.complete);
    accepts<boolean>(change.empty);
    exactly<typeof change.brand, CardBrand | null>();
    accepts<boolean>(change.fields.number.valid && change.fields.expiry.valid && change.fields.cvc.empty);
  });
}

export function errorEvent(): void {
  card.on('error', (error) => {
    exactly<typeof error, MerchantError>();
    exactly<typeof error.code, PorticoErrorCode>();
    accepts<string>(error.message);
    accepts<Readonly<Record<string, unknown>>>(error.details);
    accepts<string | undefined>(error.original_code);
    // Always said: the SDK fills in a provider's decline as the shopper's.
    exactly<typeof error.audience, Audience>();
  });
}

export function otherEvents(): void {
  card.on('submit', (submit) => exactly<typeof submit, Record<never, never>>());
  card.on('cancel', (cancel) => exactly<typeof cancel, Record<never, never>>());
  card.on('success', ({ intent }) => exactly<typeof intent, IntentSummary>());
  card.on('success', ({ intent }) => exactly<typeof intent.status, IntentStatus>());
  card.on('complete', ({ outcome }) => exactly<typeof outcome, 'success' | 'error' | 'cancel'>());
  card.on('popupBlocked', ({ popup }) => exactly<typeof popup, 'bank_link' | '3ds' | 'apple_pay' | 'google_pay'>());
  card.on('resize', ({ height }) => exactly<typeof height, number>());
  card.on('redirect', ({ url }) => exactly<typeof url, string>());
  card.on('focus', ({ field }) => exactly<typeof field, ElementField>());
  card.on('blur', ({ field }) => exactly<typeof field, ElementField>());
  card.on('binInfo', (info) => exactly<typeof info, BinInfo>());
  card.on('binInfo', ({ brand, type, issuer_country }) => accepts<[string, string, string | null]>([brand, type, issuer_country]));
}

export function subscribeAndUnsubscribe(): void {
  const off: () => void = card.on('change', () => {});
  off();
  const onReady = (ready: ElementEventPayload<'ready'>): void => accepts<string>(ready.title);
  card.on('ready', onReady);
  card.off('ready', onReady);
  card.off('change');
  // A handler may take less than the payload (or nothing), as any callback may.
  card.on('error', (error: { code: string }) => accepts<string>(error.code));
}

export function subscribeByAnyName(names: readonly ElementEventNameOf<'card'>[]): void {
  for (const name of names) card.on(name, (payload: unknown) => accepts<unknown>(payload));
}

// ---- PorticoError: what a method throws or rejects with ----

export async function catchAPorticoError(): Promise<void> {
  try {
    await card.confirm({ cardholderName: 'Ada Lovelace' });
  } catch (caught) {
    if (!(caught instanceof PorticoError)) throw caught;
    accepts<Error>(caught);
    accepts<'PorticoError'>(caught.name);
    exactly<typeof caught.code, PorticoErrorCode>();
    accepts<string>(caught.message);
    accepts<Readonly<Record<string, unknown>>>(caught.details);
    accepts<string | undefined>(caught.original_code);
    // Always set on a thrown error (the SDK fills it in when the frame did not).
    exactly<typeof caught.audience, Audience>();
    // The same fields an `error` handler receives.
    accepts<PaymentError>(caught);
    exactly<ReturnType<PorticoError['toJSON']>, MerchantError>();
  }
}
