import {
  CALL_TIMEOUT_MS,
  ELEMENT_KINDS,
  HOST_EVENTS,
  elementFrameUrl,
  isElementEventName,
  isRecord,
  porticoError,
  type ConfirmParams,
  type ElementEventName,
  type ElementKind,
  type HostEvent,
  type HostEventMap,
  type HOST_EVENT_BY_NAME,
  type IntentSummary,
  type PaymentError,
  type UpdateParams,
} from '../protocol';
import { Emitter } from './emitter';
import { PorticoError } from './errors';
import { FrameConnection } from './frame-connection';
import type { ElementOptionsByKind, ResolvedInit } from './options';

export type ElementEventPayload<N extends ElementEventName> = HostEventMap[(typeof HOST_EVENT_BY_NAME)[N]];
export type ElementUpdate = Omit<Extract<UpdateParams, { action: 'options' }>, 'action'>;

const INITIAL_HEIGHT_PX = 44;

type Mounted = { container: Element; iframe: HTMLIFrameElement; connection: FrameConnection; timer: ReturnType<typeof setTimeout> | null };

/** One payment element: an iframe from the checkout origin, driven over the protocol. */
export class PorticoElement<K extends ElementKind = ElementKind> {
  readonly #emitter = new Emitter();
  #mounted: Mounted | null = null;
  #ready = false;
  #destroyed = false;

  constructor(
    readonly kind: K,
    private readonly options: ElementOptionsByKind[K],
    private readonly init: ResolvedInit,
  ) {}

  /** Idempotent: mounting where it already is does nothing; mounting elsewhere moves it. */
  mount(target: string | Element): this {
    this.#assertAlive();
    const container = resolveContainer(target);
    if (this.#mounted?.container === container && container.contains(this.#mounted.iframe)) return this;
    if (this.#mounted) this.unmount();
    // StrictMode or a re-render may leave a frame of ours behind; one element, one iframe.
    container.querySelectorAll(`iframe[data-portico-kind="${this.kind}"]`).forEach((old) => old.remove());

    const channel = crypto.randomUUID();
    const iframe = document.createElement('iframe');
    iframe.src = elementFrameUrl(this.init.checkoutOrigin, this.kind, {
      origin: this.init.merchantOrigin,
      channel,
      intent_id: this.options.intent_id,
      client_secret: this.options.client_secret,
      ...(this.#appearance() ? { appearance: this.#appearance() } : {}),
    }, this.options.locale ?? this.init.locale);
    iframe.title = ELEMENT_TITLES[this.kind];
    iframe.allow = 'payment';
    iframe.dataset.porticoKind = this.kind;
    iframe.setAttribute('scrolling', 'no');
    iframe.style.cssText = `display:block;border:0;width:100%;height:${INITIAL_HEIGHT_PX}px;overflow:hidden;background:transparent;`;

    const connection = new FrameConnection(iframe, this.init.checkoutOrigin, channel, {
      onEvent: (event, payload) => this.#onFrameEvent(event, payload),
    });
    const timer = setTimeout(() => this.#onHandshakeTimeout(), this.init.handshakeTimeoutMs);
    this.#mounted = { container, iframe, connection, timer };
    container.appendChild(iframe);
    return this;
  }

  on<N extends ElementEventName>(name: N, handler: (payload: ElementEventPayload<N>) => void): () => void {
    this.#assertAlive();
    if (!isElementEventName(name)) {
      throw PorticoError.of('invalid_options', { event: String(name) }, `Unknown event "${String(name)}". Events: ${Object.values(HOST_EVENTS).join(', ')}.`);
    }
    if (typeof handler !== 'function') throw PorticoError.of('invalid_options', { event: name }, 'on() needs a handler function.');
    return this.#emitter.on(name, handler as (payload: never) => void);
  }

  off<N extends ElementEventName>(name: N, handler?: (payload: ElementEventPayload<N>) => void): void {
    this.#emitter.off(name, handler as ((payload: never) => void) | undefined);
  }

  /** Pays with what the shopper typed. Resolves with the intent; rejects with a PorticoError. */
  async confirm(params: ConfirmParams = {}): Promise<IntentSummary> {
    return (await this.#call('confirm', params)) as IntentSummary;
  }

  async update(update: ElementUpdate): Promise<void> {
    if (!isRecord(update)) throw PorticoError.of('invalid_options', { option: 'update' }, 'update() takes an object.');
    await this.#call('update', { action: 'options', ...update } satisfies UpdateParams);
  }

  /** Empties every field; the frame keeps its place and its listeners. */
  async clear(): Promise<void> {
    await this.#call('update', { action: 'clear' } satisfies UpdateParams);
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
    this.#ready = false;
    if (mounted.timer) clearTimeout(mounted.timer);
    mounted.connection.close(porticoError('element_not_mounted', { kind: this.kind }, 'The element was unmounted before the frame answered.'));
    mounted.iframe.remove();
  }

  /** Unmounts and forgets every handler; any later call throws `element_destroyed`. */
  destroy(): void {
    this.unmount();
    this.#emitter.clear();
    this.#destroyed = true;
  }

  get mounted(): boolean {
    return this.#mounted !== null;
  }

  get ready(): boolean {
    return this.#ready;
  }

  #appearance() {
    return this.options.appearance ?? this.init.appearance;
  }

  async #call(code: 'confirm' | 'update', params: unknown): Promise<unknown> {
    this.#assertAlive();
    const mounted = this.#mounted;
    if (!mounted) throw PorticoError.of('element_not_mounted', { kind: this.kind, method: code });
    try {
      return await mounted.connection.call(code, params, CALL_TIMEOUT_MS);
    } catch (error) {
      throw new PorticoError(error as PaymentError);
    }
  }

  #onFrameEvent(event: HostEvent, payload: unknown): void {
    const mounted = this.#mounted;
    if (!mounted) return;
    switch (event) {
      case 'onReady':
        this.#ready = true;
        if (mounted.timer) clearTimeout(mounted.timer);
        mounted.timer = null;
        if (isRecord(payload) && typeof payload.title === 'string' && payload.title) mounted.iframe.title = payload.title;
        break;
      case 'onResize':
        if (isRecord(payload) && typeof payload.height === 'number' && payload.height >= 0 && payload.height < 10_000) {
          mounted.iframe.style.height = `${Math.ceil(payload.height)}px`;
        }
        break;
      case 'onError':
        this.#emitError(payload as PaymentError);
        return;
    }
    this.#emitter.emit(HOST_EVENTS[event], payload);
  }

  #onHandshakeTimeout(): void {
    if (!this.#mounted || this.#ready) return;
    this.#mounted.timer = null;
    this.#emitError(porticoError('frame_handshake_timeout', {
      kind: this.kind,
      checkout_origin: this.init.checkoutOrigin,
      timeout_ms: this.init.handshakeTimeoutMs,
    }));
  }

  /** Errors always surface: to `error` handlers, or to the console when there are none. */
  #emitError(error: PaymentError): void {
    if (this.#emitter.has('error')) this.#emitter.emit('error', error);
    else console.error(`[portico] ${error.code}: ${error.message}`, error.details);
  }

  #assertAlive(): void {
    if (this.#destroyed) throw PorticoError.of('element_destroyed', { kind: this.kind });
  }
}

/** English fallbacks until the frame sends its translated title with onReady. */
const ELEMENT_TITLES: Record<ElementKind, string> = Object.fromEntries(
  Object.keys(ELEMENT_KINDS).map((kind) => [kind, 'Secure payment input']),
) as Record<ElementKind, string>;

function resolveContainer(target: string | Element): Element {
  if (typeof target === 'string') {
    let found: Element | null = null;
    try {
      found = document.querySelector(target);
    } catch {
      throw PorticoError.of('container_not_found', { selector: target }, `"${target}" is not a valid CSS selector.`);
    }
    if (!found) throw PorticoError.of('container_not_found', { selector: target }, `No element matches "${target}".`);
    return found;
  }
  if (typeof Element !== 'undefined' && target instanceof Element) return target;
  throw PorticoError.of('container_not_found', { target: String(target) }, 'mount() takes a CSS selector or a DOM element.');
}
