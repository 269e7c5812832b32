// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MountedFrame } from './mount-frame';
import { READY_HEIGHTS } from './ready-heights';
import { SILENCE_AFTER_LOAD_MS } from './registration-check';
import { sdkError } from './errors';
import type { ResolvedInit } from './options';
import { CHECKOUT, frameOptions } from './test-support/frame-double';

const INIT: ResolvedInit = {
  checkoutOrigin: CHECKOUT,
  merchantOrigin: 'http://localhost:3000',
  locale: undefined,
  appearance: undefined,
  handshakeTimeoutMs: 1000,
  onBehalfOf: undefined,
};

/** A client secret whose claims name an account, as the provider's do (`header.claims.signature`). */
const SECRET_OF_ACCT_1 = `x.${btoa(JSON.stringify({ account_id: 'acct_1', intent_id: 'int_1' })).replace(/=+$/, '')}.sig`;

function mount(kind: 'card' | 'wechat' = 'card', onError = vi.fn()) {
  const container = document.querySelector('#box')!;
  const frame = new MountedFrame(container, kind, { origin: INIT.merchantOrigin, intent_id: 'int_1' }, 'de', INIT, () => {}, onError);
  return { frame, onError, container };
}

describe('MountedFrame', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="box" style="background: rgb(0, 0, 0)"></div>';
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("puts the iframe in its container at the height its kind has once ready at the container's width", () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(READY_HEIGHTS.wechat[3]!);
    const { frame, container } = mount('wechat');
    expect(container.firstElementChild).toBe(frame.iframe);
    expect(frame.iframe.style.height).toBe(`${READY_HEIGHTS.wechat[4]}px`);
    expect(frame.iframe.dataset.porticoKind).toBe('wechat');
  });

  it("writes a fresh channel and the colour behind the container into the frame's address", () => {
    const first = frameOptions(mount().frame.iframe) as { channel: string; page_color?: string };
    document.body.innerHTML = '<div id="box"></div>';
    const second = frameOptions(mount().frame.iframe) as { channel: string; page_color?: string };
    expect(first.page_color).toBe('#000000');
    expect(second.page_color).toBe('#ffffff');
    expect(first.channel).not.toBe(second.channel);
  });

  it('says the handshake timed out once, unless the frame got ready first', () => {
    const late = mount();
    vi.advanceTimersByTime(INIT.handshakeTimeoutMs);
    expect(late.onError).toHaveBeenCalledTimes(1);
    expect(late.onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'frame_handshake_timeout',
        details: { kind: 'card', checkout_origin: CHECKOUT, timeout_ms: INIT.handshakeTimeoutMs },
      }),
    );
    const ready = mount();
    ready.frame.settle();
    vi.advanceTimersByTime(INIT.handshakeTimeoutMs);
    expect(ready.onError).not.toHaveBeenCalled();
  });

  it("says origin_not_registered when the browser refused the frame, naming this page's origin in the message too", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ registered: false })));
    const onError = vi.fn();
    const options = { origin: INIT.merchantOrigin, intent_id: 'int_1', client_secret: SECRET_OF_ACCT_1 };
    // A handshake time-out longer than the silence after load, so the question gets asked first.
    const frame = new MountedFrame(document.querySelector('#box')!, 'card', options, 'de', { ...INIT, handshakeTimeoutMs: 60_000 }, () => {}, onError);
    frame.iframe.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SILENCE_AFTER_LOAD_MS);
    expect(onError).toHaveBeenCalledTimes(1);
    const [error] = onError.mock.calls[0] as [{ code: string; message: string; details: unknown }];
    expect(error).toMatchObject({ code: 'origin_not_registered', details: { kind: 'card', origin: location.origin, account_id: 'acct_1' } });
    expect(error.message).toContain(`${location.origin} is not registered`);
  });

  it('leaves the page when removed, failing what still waits for an answer', async () => {
    const { frame, onError } = mount();
    const reason = sdkError('element_not_mounted', { kind: 'card', reason: 'unmounted' });
    const call = frame.connection.call('update', { action: 'clear' }, 60_000, sdkError('call_timeout'));
    frame.remove(reason);
    await expect(call).rejects.toBe(reason);
    expect(frame.iframe.isConnected).toBe(false);
    vi.advanceTimersByTime(INIT.handshakeTimeoutMs);
    expect(onError).not.toHaveBeenCalled();
  });
});
