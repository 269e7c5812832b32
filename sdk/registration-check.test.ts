// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SILENCE_AFTER_LOAD_MS, watchForRefusedFrame } from './registration-check';

const CHECKOUT = 'https://checkout.test';

function loadedFrame(): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe;
}

function answering(body: unknown, ok = true) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue({ ok, json: async () => body } as Response);
}

describe('watchForRefusedFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('asks, only after the frame loaded and stayed silent, whether this page is registered; a no is said once', async () => {
    vi.useFakeTimers();
    const fetch = answering({ registered: false });
    const iframe = loadedFrame();
    const unregistered = vi.fn();
    watchForRefusedFrame(iframe, CHECKOUT, 'acct_1', () => false, unregistered);
    iframe.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SILENCE_AFTER_LOAD_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith(`${CHECKOUT}/api/v1/checkout/frame_origin?account=acct_1`, { credentials: 'omit', cache: 'no-store' });
    expect(unregistered).toHaveBeenCalledTimes(1);
  });

  it('never asks for a frame that said SYN, even after its load event', async () => {
    vi.useFakeTimers();
    const fetch = answering({ registered: false });
    const iframe = loadedFrame();
    const unregistered = vi.fn();
    let answered = false;
    watchForRefusedFrame(iframe, CHECKOUT, 'acct_1', () => answered, unregistered);
    iframe.dispatchEvent(new Event('load'));
    answered = true;
    await vi.advanceTimersByTimeAsync(SILENCE_AFTER_LOAD_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
    expect(unregistered).not.toHaveBeenCalled();
  });

  it('leaves it to the time-out when the answer is yes, unreadable, or refused', async () => {
    vi.useFakeTimers();
    for (const reply of [
      () => answering({ registered: true }),
      () => answering({ nope: 1 }),
      () => answering({}, false),
      () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('refused by connect-src')),
    ]) {
      reply();
      const iframe = loadedFrame();
      const unregistered = vi.fn();
      watchForRefusedFrame(iframe, CHECKOUT, 'acct_1', () => false, unregistered);
      iframe.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(SILENCE_AFTER_LOAD_MS);
      expect(unregistered).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });
});
