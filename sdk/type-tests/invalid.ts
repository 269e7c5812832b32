/**
 * What a merchant must not be able to write against the SDK's public API, as
 * stripe-js keeps it (`tests/types/src/invalid.ts`); `valid.ts` beside it holds the
 * uses that must compile, and says why these files exist. Each case is one
 * `@ts-expect-error` with the reason on the same line; tsc fails on a directive
 * whose next line compiles, so a loosened type (an option, event or kind that
 * stops being checked) breaks the typecheck step of `npm test`. Keep one mistake
 * per directive, on the line right below it, or the directive may be satisfied
 * by the wrong error.
 *
 * Never run: every case sits in an exported function that nothing calls.
 */
import { init, PorticoError, type CardChange, type ElementEventPayload, type PorticoElement, type Portico } from '../index';

declare const portico: Portico;
declare const card: PorticoElement<'card'>;
declare const intent_id: string;
declare const client_secret: string;
/** Where a case's value goes, so that reading a field is a whole statement. */
declare function use(value: unknown): void;

// ---- init() ----

export async function initMistakes(): Promise<void> {
  // @ts-expect-error -- 'production' is not an env (local, dev, staging, demo, prod)
  await init({ env: 'production' });
  // @ts-expect-error -- handshakeTimeoutMs is a number of milliseconds, not a string
  await init({ handshakeTimeoutMs: '15000' });
  // @ts-expect-error -- intent_id belongs to createElement(), not init()
  await init({ intent_id });
  // @ts-expect-error -- the appearance mode is 'light' or 'dark'
  await init({ appearance: { mode: 'sepia' } });
  // @ts-expect-error -- init() takes an options object, not an origin string
  await init('https://checkout.portico.dev');
}

// ---- createElement() ----

export function createElementMistakes(): void {
  // @ts-expect-error -- 'bank' is not an element kind (card, card-number, expiry and cvc are built)
  portico.createElement('bank', { intent_id, client_secret });
  // @ts-expect-error -- client_secret is required: the element cannot pay without it
  portico.createElement('card', { intent_id });
  // @ts-expect-error -- the options are required, not optional
  portico.createElement('card');
  // @ts-expect-error -- currency is not a card option (it comes with the payment intent)
  portico.createElement('card', { intent_id, client_secret, currency: 'EUR' });
  // @ts-expect-error -- the appearance mode is 'light' or 'dark'
  portico.createElement('card', { intent_id, client_secret, appearance: { mode: 'sepia' } });
  // @ts-expect-error -- colorAccent is not an appearance variable (colorBrand, colorText, colorBackground)
  portico.createElement('card', { intent_id, client_secret, appearance: { variables: { colorAccent: '#f00' } } });
  // @ts-expect-error -- an appearance colour is a CSS colour string, not a number
  portico.createElement('card', { intent_id, client_secret, appearance: { variables: { colorBrand: 0xff0000 } } });
  // @ts-expect-error -- brands are the protocol's names ('amex', not 'american-express')
  portico.createElement('card', { intent_id, client_secret, brands: ['american-express'] });
  // @ts-expect-error -- brands is a list, not one brand
  portico.createElement('full-featured-card', { intent_id, client_secret, brands: 'visa' });
  // @ts-expect-error -- the brand limit is the number frame's: expiry and cvc do not take it
  portico.createElement('expiry', { intent_id, client_secret, brands: ['visa'] });
  // @ts-expect-error -- a card takes a customer only in recurring mode (mode: 'recurring', no intent)
  portico.createElement('card', { intent_id, client_secret, customer_id: 'cus_1' });
}

// ---- wallet buttons ----

export function walletMistakes(): void {
  // @ts-expect-error -- a button paying an intent shows the intent's amount: an amount is an express checkout's
  portico.createElement('google-pay', { intent_id, client_secret, amount: 5 });
  // @ts-expect-error -- nor its currency
  portico.createElement('apple-pay', { intent_id, client_secret, currency: 'USD' });
  // @ts-expect-error -- an express checkout needs its currency with the amount
  portico.createElement('google-pay', { amount: 5 });
  // @ts-expect-error -- an intent comes with its client_secret
  portico.createElement('google-pay', { intent_id });
  // @ts-expect-error -- neither an intent nor an express total: nothing to pay
  portico.createElement('apple-pay', { country_code: 'US' });
}

// ---- split fields and their group ----

export function splitFieldMistakes(cvc: PorticoElement<'cvc'>): void {
  // @ts-expect-error -- 'card-expiry' is not a kind: the split expiry is 'expiry'
  portico.createElement('card-expiry', { intent_id, client_secret });
  // @ts-expect-error -- a split field pays, so it takes the intent too
  portico.createElement('cvc', { group: 'gift-card' });
  // @ts-expect-error -- a group is named by a string
  portico.createElement('expiry', { intent_id, client_secret, group: 2 });
  // @ts-expect-error -- the card element is not a split field: it has no group
  portico.createElement('card', { intent_id, client_secret, group: 'gift-card' });
  // @ts-expect-error -- the group type is 'split-card' (named for what it splits), not a kind
  portico.group('card-number');
  // @ts-expect-error -- a group's handle has no update(): restyle each field
  portico.group('split-card').update({ locale: 'de' });
  // @ts-expect-error -- a contributing field's change is its own { empty, complete }: the brand is the number's
  cvc.on('change', (change) => use(change.brand));
  // @ts-expect-error -- the relay of split fields is the SDK's own: no merchant event
  cvc.on('groupMessage', () => {});
}

// ---- element methods ----

export async function methodMistakes(): Promise<void> {
  // @ts-expect-error -- mount() takes a CSS selector or a DOM element
  card.mount(42);
  // @ts-expect-error -- a new intent comes with its client_secret
  await card.update({ intent_id: 'int_123' });
  // @ts-expect-error -- update() takes no action: empty the fields with clear()
  await card.update({ action: 'clear' });
  // @ts-expect-error -- confirm() takes cardholderName only
  await card.confirm({ name: 'Ada Lovelace' });
  // @ts-expect-error -- cardholderName is a string
  await card.confirm({ cardholderName: 42 });
  const intent = await card.confirm();
  // @ts-expect-error -- confirm() resolves with the intent; a failure rejects with a PorticoError instead
  use(intent.code);
  // @ts-expect-error -- ready is a read-only state, set by the frame's onReady
  card.ready = true;
}

// ---- events ----

export function eventMistakes(): void {
  // @ts-expect-error -- 'click' is not an element event
  card.on('click', () => {});
  // @ts-expect-error -- merchants subscribe by the name without its "on" ('ready', not the wire name 'onReady')
  card.on('onReady', () => {});
  // @ts-expect-error -- a type-level lookup of an unknown event is an error too
  use(null as unknown as ElementEventPayload<'click'>);
  // @ts-expect-error -- the ready payload is { kind, title }: brand belongs to change
  card.on('ready', (ready) => use(ready.brand));
  // @ts-expect-error -- a change payload is the card's CardChange, with no error in it
  card.on('change', (change) => use(change.error));
  // @ts-expect-error -- the card's fields are number, expiry and cvc
  card.on('change', (change) => use(change.fields.cvv));
  // @ts-expect-error -- the success payload wraps the intent: { intent: { id, … } }
  card.on('success', (success) => use(success.id));
  // @ts-expect-error -- a ready handler cannot be declared to take a change payload
  card.on('ready', (change: CardChange) => use(change.complete));
  // @ts-expect-error -- error handlers get the plain PaymentError, not a PorticoError instance
  card.on('error', (error: PorticoError) => use(error.stack));
  // @ts-expect-error -- a handler is a function
  card.on('ready', 'handleReady');
}

// ---- PorticoError ----

export function errorMistakes(error: PorticoError): void {
  // @ts-expect-error -- an audience is merchant, customer, network or internal
  use(error.audience === 'shopper');
  // @ts-expect-error -- the error's fields are read-only
  error.audience = 'customer';
}

export function closedHoles(): void {
  // @ts-expect-error -- binInfo never carries the card's digits
  card.on('binInfo', (info) => use(info.bin));
  // @ts-expect-error -- a submit event carries nothing: there is no field to read
  card.on('submit', (submit) => use(submit.shiftKey));
  // @ts-expect-error -- nor does cancel
  card.on('cancel', (cancel) => use(cancel.reason));
  // @ts-expect-error -- elements come from createElement() (which checks their options); the class is a type only
  use(new PorticoElement('card', { intent_id, client_secret }, portico.config));
}

/*
 * Known hole: `new PorticoError({ code: 'made_up', message: '', details: {} })`
 * compiles, so a merchant can make errors that look like the SDK's; kept, as
 * stripe-js keeps its error classes constructible for tests.
 */

// ---- recurring mode ----

export async function recurringMistakes(card: PorticoElement<'card'>, qr: PorticoElement<'qrcode'>): Promise<void> {
  // @ts-expect-error -- recurring mode needs the customer
  portico.createElement('card', { mode: 'recurring', client_secret });
  // @ts-expect-error -- recurring mode has no intent
  portico.createElement('card', { mode: 'recurring', customer_id: 'cus_1', client_secret, intent_id });
  // @ts-expect-error -- a QR code cannot save a method: no recurring mode
  portico.createElement('qrcode', { mode: 'recurring', customer_id: 'cus_1', client_secret });
  // @ts-expect-error -- only the card kinds and the drop-in save a method on a consent
  await qr.createPaymentConsent({ next_triggered_by: 'customer' });
  // @ts-expect-error -- next_triggered_by is 'merchant' or 'customer'
  await card.createPaymentConsent({ next_triggered_by: 'shopper' });
  await card.createPaymentConsent({
    next_triggered_by: 'merchant',
    // @ts-expect-error -- a billing cycle is DAY, WEEK, MONTH or YEAR
    terms_of_use: { payment_amount_type: 'FIXED', payment_currency: 'USD', billing_cycle: 'MONTHLY' },
  });
}

// ---- exact types where a merchant branches ----

export function exactTypeMistakes(error: PorticoError, change: CardChange, status: ElementEventPayload<'success'>['intent']['status']): void {
  // @ts-expect-error -- a misspelt code is no code the SDK can reject with
  if (error.code === 'issuer_decline') use(error);
  // @ts-expect-error -- change.brand is one of the brand table's names ('amex'), not card-validator's
  if (change.brand === 'american-express') use(change);
  // @ts-expect-error -- the intent's statuses are the provider's, in capitals
  if (status === 'succeeded') use(status);
  switch (error.code) {
    case 'issuer_declined':
      return;
    default: {
      // @ts-expect-error -- every other code is still to handle: the switch is not exhaustive
      const handled: never = error.code;
      use(handled);
    }
  }
}

// ---- element requests ----

export async function requestsOfOtherKinds(dropin: PorticoElement<'dropin'>, wechat: PorticoElement<'wechat'>): Promise<void> {
  // @ts-expect-error -- a drop-in saves a card by paying or by a consent: createPaymentMethod() is a card element's
  await dropin.createPaymentMethod();
  // @ts-expect-error -- a BIN is a card number's: no WeChat element has one
  await wechat.getBinInfo();
  // @ts-expect-error -- getIntent() takes nothing: the element's own intent is read
  await card.getIntent({ intent_id });
}
