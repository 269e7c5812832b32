/**
 * An element's frame on the merchant's page, from `mount()` to ready: the iframe at the
 * height its kind will have once drawn, its connection, and the watchers that say why a
 * frame never got ready (the frame refused this page, the browser refused the frame, no
 * answer in time). The first to speak stops the others; a ready frame stops them all.
 */
import { elementFrameUrl, randomId, type ElementKind, type FrameOptions, type HostEvent, type PaymentError, type SdkErrorCode } from '../protocol';
import { accountOfSecret } from '../protocol/secret-claims';
import { pageColor } from './container';
import { sdkError } from './errors';
import { CallingConnection } from './calling-connection';
import type { ResolvedInit } from './options';
import { readyHeight } from './ready-heights';
import { watchForRefusedFrame } from './registration-check';
import { SDK_VERSION } from './version';
import { markWarm } from './warm-up';

/** What the frame's address carries besides what the mount adds (its channel, the page's colour). */
export type FrameOptionsAtMount = Omit<FrameOptions, 'channel' | 'page_color'>;

export class MountedFrame {
  readonly iframe = document.createElement('iframe');
  readonly connection: CallingConnection;
  /** The handshake's time-out; cleared once the frame is ready or a watcher spoke. */
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Set by the frame's onReady, or its boot markup's onBootReady (frame-events.ts). */
  ready = false;
  /** The title the boot markup's onBootReady gave the merchant's `ready`, until the runtime's onReady comes. */
  bootTitle: string | undefined;
  #settled!: (notReady?: PaymentError) => void;
  /**
   * Settles when the watchers stop (`settle`): with nothing once the frame's runtime is ready (its
   * onReady, not the boot markup's), with why it never will be when a watcher spoke or it was removed
   * first. A confirm() the shopper made while the runtime took the boot markup's fields over waits for
   * it. It never rejects: nothing need handle it.
   */
  readonly whenReady = new Promise<PaymentError | undefined>((resolve) => (this.#settled = resolve));
  /** The last `change` payload handed to handlers, as JSON: the same one is never handed twice. */
  change?: string;

  constructor(
    readonly container: Element,
    kind: ElementKind,
    options: FrameOptionsAtMount,
    locale: string | undefined,
    init: ResolvedInit,
    onEvent: (event: HostEvent, payload: unknown) => void,
    onError: (error: PaymentError) => void,
  ) {
    const { iframe } = this;
    const { checkoutOrigin } = init;
    markWarm(checkoutOrigin);
    const channel = randomId();
    // Read once: the frame's address names it, and the refused-frame watcher below listens for it.
    const account = accountOfSecret(options.client_secret);
    iframe.src = elementFrameUrl(
      checkoutOrigin,
      kind,
      { ...options, channel, page_color: pageColor(container) },
      locale,
      SDK_VERSION,
      location.origin,
      account,
    );
    // English until the frame sends its translated title with onReady.
    iframe.title = 'Secure payment input';
    iframe.allow = 'payment';
    iframe.dataset.porticoKind = kind;
    iframe.setAttribute('scrolling', 'no');
    iframe.style.cssText = 'display:block;border:0;width:100%';
    // The first watcher to speak stops the others: `error` once, for the first reason the frame is not coming.
    const fail = (code: SdkErrorCode, details: Record<string, unknown>, before?: () => void, message?: string) => {
      if (!this.#timer) return;
      const error = sdkError(code, { kind, ...details }, message);
      this.settle(error);
      before?.();
      onError(error);
    };
    this.connection = new CallingConnection(
      () => iframe.contentWindow,
      checkoutOrigin,
      channel,
      onEvent,
      () => fail('origin_mismatch', { declared_origin: init.merchantOrigin, page_origin: location.origin }),
    );
    this.#timer = setTimeout(
      () => fail('frame_handshake_timeout', { checkout_origin: checkoutOrigin, timeout_ms: init.handshakeTimeoutMs }),
      init.handshakeTimeoutMs,
    );
    if (account) {
      watchForRefusedFrame(
        iframe,
        checkoutOrigin,
        account,
        () => this.connection.answered,
        () =>
          // The browser's "refused to connect" page is nothing a shopper can act on: the box collapses, the merchant is told.
          // The sentence names the origin: the console line alone says what to register.
          fail(
            'origin_not_registered',
            { origin: location.origin, account_id: account },
            () => (iframe.style.display = 'none'),
            `The checkout refused this page: ${location.origin} is not registered for the client secret's account (POST /api/v1/pa/account/origins registers it).`,
          ),
      );
    }
    container.appendChild(iframe);
    // At the height the frame will have at this width once drawn: the page around it does not move (issue 26).
    iframe.style.height = `${readyHeight(kind, options, iframe.offsetWidth)}px`;
  }

  /** The watchers have nothing more to say: the frame is ready, or one of them spoke (`notReady`, why it never will be). */
  settle(notReady?: PaymentError): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#settled(notReady);
  }

  /** Removes the frame; whatever still waits for an answer fails with `reason`. */
  remove(reason: PaymentError): void {
    this.settle(reason);
    this.connection.close(reason);
    this.iframe.remove();
  }
}
