import {
  CALL_TIMEOUT_MS,
  ELEMENT_EVENT_NAMES,
  eventNameOf,
  isElementEventName,
  type Appearance,
  type CallParams,
  type CallResult,
  type BinInfo,
  type CardRequestKind,
  type ChallengeMode,
  type ChallengeRequest,
  type ConfirmParams,
  type ElementRequest,
  type ElementRequestResults,
  type PaymentMethodSummary,
  type ConsentSummary,
  type CreateConsentParams,
  type RecurringKind,
  type VerifyConsentParams,
  type ElementKind,
  type ElementOptionsByKind,
  type IntentSummary,
  type ParentCode,
  type PaymentError,
  type ThreeDsAnswer,
} from '../protocol';
import { intentOfSecret } from '../protocol/secret-claims';
import { callReader, type SdkCall } from './call-readers';
import { Emitter } from './emitter';
import { PorticoError, sdkError } from './errors';
import { refusedMember, payerOf, type ElementGroup } from './element-group';
import { claimContainer, resolveContainer } from './container';
import { dispatchFrameEvent, type FrameEventTarget } from './frame-events';
import { MountedFrame } from './mount-frame';
import { PaymentOnce } from './payment-once';
import { refused, type ResolvedInit } from './options';
import type { ChallengeSetup, ThreeDsModule } from './three-ds/challenge';
import { importLazyModule } from './version';
import type { ElementEventNameOf, ElementEventPayload, ElementEventReply, ElementUpdate, UpdateResult } from './element-types';

const callTimeout = (code: ParentCode) => sdkError('call_timeout', { code, timeout_ms: CALL_TIMEOUT_MS });

interface FrameLocalOptions {
  readonly locale?: string;
  readonly appearance?: Appearance;
}

/** One payment element: an iframe from the checkout origin, driven over the protocol. */
export class PorticoElement<K extends ElementKind = ElementKind> {
  readonly #emitter = new Emitter();
  #mounted: MountedFrame | null = null;
  #destroyed = false;
  readonly #group: ElementGroup<PorticoElement> | undefined;
  /** Spec §4: recurring once a consent is created, payment once a confirm is sent. */
  #recurring: boolean;
  readonly #payment = new PaymentOnce();
  /**
   * Settles once the last call made has been sent (not answered): calls leave in the order the
   * merchant made them. An update() whose reader still loads (sdk/call-readers.ts) goes before a
   * confirm() made after it, which pays the new intent, not the old one.
   */
  #sent: Promise<unknown> = Promise.resolve();

  constructor(
    readonly kind: K,
    private options: ElementOptionsByKind[K],
    private readonly init: ResolvedInit,
    group?: ElementGroup<PorticoElement>,
  ) {
    this.#group = group;
    this.#recurring = (options as { mode?: string }).mode === 'recurring';
    group?.add(this);
  }

  /** Idempotent: mounting where it already is does nothing; mounting elsewhere moves it. */
  mount(target: string | Element): this {
    this.#assertAlive();
    const container = resolveContainer(target);
    if (this.#mounted?.container === container && container.contains(this.#mounted.iframe)) return this;
    if (this.#mounted) this.unmount();
    claimContainer(container, this.kind);

    // Every kind may take `locale` and `appearance`; the rest of its options travel to the frame as they are.
    const { locale, appearance: own, ...frameOptions } = this.options as ElementOptionsByKind[K] & FrameLocalOptions;
    // The frame reads its options as JSON, which leaves out a key whose value is undefined.
    const options = {
      ...frameOptions,
      origin: this.init.merchantOrigin,
      // A split field's frame gets its group's id in place of the merchant's group name.
      group: this.#group?.id,
      appearance: own ?? this.init.appearance,
      on_behalf_of: this.init.onBehalfOf,
    };
    const frame = new MountedFrame(
      container,
      this.kind,
      options,
      locale ?? this.init.locale,
      this.init,
      (event, payload) => {
        if (this.#mounted === frame) dispatchFrameEvent(events, event, payload);
      },
      (error) => this.#emitError(error),
    );
    const events: FrameEventTarget = {
      kind: this.kind,
      frame,
      group: this.#group,
      emitter: this.#emitter,
      emitError: (error) => this.#emitError(error),
      reply: (code, value) => this.#call(code, value),
      // Without BroadcastChannel a split field's frames talk through us: to every other member.
      relay: (message) => {
        for (const other of this.#group ?? []) {
          // Unread here (the SDK bundles no group reader): the receiving frame's guard reads it.
          if (other !== this) other.#mounted?.connection.call('update', { action: 'group', message }, CALL_TIMEOUT_MS, callTimeout('update')).catch(() => {});
        }
      },
      submit: () => (this.#recurring ? (this as PorticoElement<'dropin'>).verifyConsent() : this.confirm()),
    };
    this.#mounted = frame;
    return this;
  }

  /** Calls `handler` on each `name` event of this element (docs/sdk.md "Events"); returns the function that stops it. */
  on<N extends ElementEventNameOf<K>>(name: N, handler: (payload: ElementEventPayload<N, K>) => ElementEventReply<N>): () => void {
    this.#assertAlive();
    if (!isElementEventName(name)) {
      throw PorticoError.of('invalid_options', { event: String(name) }, `Unknown event "${String(name)}". Events: ${ELEMENT_EVENT_NAMES.join(', ')}.`);
    }
    if (typeof handler !== 'function') throw PorticoError.of('invalid_options', { event: name }, 'on() needs a handler function.');
    return this.#emitter.on(name, handler as (payload: never) => void);
  }

  /** Stops `handler` (or, without one, every handler) of `name`. */
  off<N extends ElementEventNameOf<K>>(name: N, handler?: (payload: ElementEventPayload<N, K>) => ElementEventReply<N>): void {
    this.#emitter.off(name, handler as ((payload: never) => void) | undefined);
  }

  /**
   * Pays with what the shopper typed. Resolves with the intent; rejects with a PorticoError.
   * A split field's confirm is its group's: the frame of the kind that pays runs it.
   * When the bank asks for a 3-D Secure challenge, shows it first (sdk/three-ds/, loaded on demand).
   */
  async confirm(params: ConfirmParams = {}): Promise<IntentSummary> {
    this.#assertAlive();
    const payer = this.#group ? payerOf(this.#group) : this;
    if (payer !== this) return payer.confirm(params);
    const joined = this.#payment.joined();
    if (joined) return joined;
    // A frame that answered may show its fields before it is ready (the card's boot markup): the
    // shopper can have typed, so the confirm waits for the runtime to take the fields over.
    if (!this.#mounted?.connection.answered) this.#assertReady('confirm');
    return this.#payment.track(this.#pay(params));
  }

  async #pay(params: ConfirmParams): Promise<IntentSummary> {
    const notReady = await this.#mounted?.whenReady;
    if (notReady) throw new PorticoError(notReady);
    this.#recurring = false;
    const answer = await this.#call('confirm', params).catch((error: unknown) => {
      this.#focusRefusedField(error);
      throw error;
    });
    return 'challenge' in answer ? this.#challenge<IntentSummary>(answer, params.challengeMode) : answer;
  }

  /**
   * Shows the bank's challenge the frame asked for (sdk/three-ds/, loaded on demand), then
   * tells the frame how it ended. The frame answers with what the challenge was for:
   * `R` is the intent after `confirm`, the consent after `verifyConsent`.
   */
  #challenge<R extends ThreeDsAnswer>(answer: ChallengeRequest, mode: ChallengeMode | undefined): Promise<R> {
    const call: ChallengeSetup<R>['call'] = (code, end) => this.#call(code, end, false) as Promise<R>;
    return importLazyModule<ThreeDsModule>(this.init.checkoutOrigin, 'portico-3ds').then(
      ({ completeChallenge }) =>
        completeChallenge(answer, {
          ...this.init,
          clientSecret: (this.options as { client_secret: string }).client_secret,
          mode,
          emit: (event, payload) => this.#emitter.emit(eventNameOf(event), payload),
          call,
          payingFrame: () => this.#mounted?.iframe ?? null,
        }),
      // The module did not load: the paying frame reports it as the challenge's error.
      () => call('on3dsChallengeError', { reason: 'load_failed' }),
    );
  }

  /**
   * Recurring mode: creates a payment consent for the element's customer (who starts later
   * payments, and the terms); the element shows the shopper what they agree to. Then
   * `verifyConsent()` saves the shopper's method on it.
   */
  async createPaymentConsent(this: PorticoElement<RecurringKind>, params: CreateConsentParams): Promise<ConsentSummary> {
    const consent = await this.#call('createPaymentConsent', params);
    this.#recurring = true;
    return consent;
  }

  /**
   * Saves the shopper's method on the consent (the one created here, else `consent_id`):
   * `VERIFIED`, or a direct debit's `PENDING_VERIFICATION` with micro-deposits to confirm later.
   * A card whose bank asks for 3-D Secure at save shows the challenge first, as `confirm()` does.
   */
  async verifyConsent(this: PorticoElement<RecurringKind>, params: VerifyConsentParams = {}): Promise<ConsentSummary> {
    this.#assertReady('verifyConsent');
    const answer = await this.#call('verifyConsent', params);
    return 'challenge' in answer ? this.#challenge<ConsentSummary>(answer, params.challengeMode) : answer;
  }

  /**
   * Resolves `{ updated: false }` when the frame ignored the update (its `source` is `'OTHER'`, spec §4): nothing changed.
   * A `client_secret` alone (a fresh one after `client_secret_expired`) is for the intent its claims name.
   */
  async update(update: ElementUpdate): Promise<UpdateResult> {
    // A fresh secret alone names its intent; no key is sent empty (the frame's guard takes plain data only, never `undefined`).
    const intentId = update.intent_id ?? intentOfSecret(update.client_secret);
    const sent = intentId === undefined ? update : { ...update, intent_id: intentId };
    // The protocol's reader names whatever is wrong in it (an unknown key, a bad value, half an intent).
    const { updated } = (await this.#call('update', { ...sent, action: 'options' })) as { updated: boolean };
    // The frame pays the new intent from now on; a 3-D Secure challenge and a remount use its secret too.
    if (updated && sent.intent_id !== undefined) {
      this.options = { ...this.options, intent_id: sent.intent_id, client_secret: sent.client_secret };
      this.#payment.forget();
    }
    return { updated };
  }

  /** Empties every field; the frame keeps its place and its listeners. */
  async clear(): Promise<void> {
    // Not the merchant's input: the frame's guard reads it.
    await this.#call('update', { action: 'clear' }, false);
  }

  /**
   * Saves the card the shopper typed for the customer (the element's customer secret or `customer_id`,
   * else its intent's customer), without paying: the frame sends it to the provider, whose issuer check
   * decides. Resolves with the saved method (brand, last four, expiry); rejects with a PorticoError:
   * `validation_error` with `fields`, or the provider's refusal (`issuer_declined`, …).
   */
  createPaymentMethod(this: PorticoElement<CardRequestKind>): Promise<PaymentMethodSummary> {
    return this.#request('createPaymentMethod');
  }

  /** The element's intent as its client secret may read it: `{ id, status, amount, currency }`. */
  getIntent(): Promise<IntentSummary> {
    return this.#request('getIntent');
  }

  /** What the provider's BIN lookup says of the typed card (brand, type, issuer country); `null` before 8 digits. */
  getBinInfo(this: PorticoElement<CardRequestKind>): Promise<BinInfo | null> {
    return this.#request('getBinInfo');
  }

  /** An element request (spec §4's code) as `update`'s action; a split field's goes to its group's paying frame. */
  #request<R extends ElementRequest>(request: R): Promise<ElementRequestResults[R]> {
    const payer = this.#group ? payerOf(this.#group) : this;
    return payer.#call('update', { action: request }, false) as Promise<ElementRequestResults[R]>;
  }

  /**
   * A group's confirm refused for a field: this page focuses that field's frame. The frame
   * focuses its input too, but a frame's own focus() can lose to this page's (a merchant
   * button disabled while it had focus hands focus back to this page's body).
   */
  #focusRefusedField(error: unknown): void {
    if (this.#group) refusedMember(this.#group, this.kind, error)?.focus();
  }

  /** Moves keyboard focus into the frame; the frame focuses its first unfinished field. */
  focus(): void {
    this.#mounted?.iframe.focus();
  }

  blur(): void {
    const iframe = this.#mounted?.iframe;
    if (iframe && document.activeElement === iframe) iframe.blur();
  }

  /** Removes the iframe; the element can be mounted again. */
  unmount(): void {
    const mounted = this.#mounted;
    if (!mounted) return;
    this.#mounted = null;
    mounted.remove(sdkError('element_not_mounted', { kind: this.kind, reason: 'unmounted' }));
  }

  /** Unmounts and forgets every handler; any later call throws `element_destroyed`. */
  destroy(): void {
    this.unmount();
    this.#group?.delete(this);
    this.#emitter.clear();
    this.#destroyed = true;
  }

  get ready(): boolean {
    return this.#mounted?.ready ?? false;
  }

  /** Checks a merchant's `params` with the code's reader (the frame checks again), then calls over the port. */
  async #call<C extends ParentCode>(code: C, params: unknown, merchantInput = true): Promise<CallResult<C>> {
    this.#assertAlive();
    const mounted = this.#mounted;
    if (!mounted) throw PorticoError.of('element_not_mounted', { kind: this.kind, method: code });
    // The reader is asked for in turn, not before: a rejected load left waiting for its turn would be reported unhandled.
    const sending = this.#sent.then(async () => {
      const read = merchantInput ? (await callReader(code as SdkCall, this.init.checkoutOrigin))(params) : { ok: true as const, value: params };
      if (!read.ok) throw refused(read.problem);
      // A reader may read "nothing" as `undefined`; it travels as `null`, the plain data the frame's guard takes.
      // Wrapped: the next call waits for this one to be sent, not for its answer.
      return { answer: mounted.connection.call(code, (read.value ?? null) as CallParams<C>, CALL_TIMEOUT_MS, callTimeout(code)) };
    });
    this.#sent = sending.catch(() => undefined);
    const { answer } = await sending;
    try {
      return (await answer) as CallResult<C>;
    } catch (error) {
      throw new PorticoError(error as PaymentError);
    }
  }

  /** Errors always surface: to `error` handlers, or to the console when there are none. */
  #emitError(frameError: PaymentError): void {
    // With its audience always (a provider's decline comes without one: it is the shopper's).
    const error = new PorticoError(frameError).toJSON();
    if (!this.#emitter.emit('error', error).length) console.error(`[portico] ${error.code}: ${error.message}`, error.details);
  }

  /** A payment call before the shopper could see the form is the page's mistake, not the shopper's incomplete card. */
  #assertReady(method: string): void {
    if (this.#mounted && !this.#mounted.ready) throw PorticoError.of('element_not_ready', { kind: this.kind, method });
  }

  #assertAlive(): void {
    if (this.#destroyed) throw PorticoError.of('element_destroyed', { kind: this.kind });
  }
}
