// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLinkPopup, POPUP_FEATURES, type LinkPopupOptions } from './link-popup';
import { LINK_NS, POPUP_CANCEL, POPUP_READY, resultMessage, type LinkResult } from '../../../payment/bank-link/messages';

const LINK = 'http://localhost:3000/simulator/plaid?session=ses_abc';
const RESULT: LinkResult = { provider: 'plaid', session: 'ses_abc', outcome: 'completed', subject: { kind: 'intent', id: 'int_1' } };

/** A popup as the element sees it: closable, and what was posted to it. */
function fakePopup() {
  return {
    closed: false,
    posted: [] as Array<[unknown, string]>,
    close() {
      this.closed = true;
    },
    postMessage(message: unknown, origin: string) {
      this.posted.push([message, origin]);
    },
  };
}
type FakePopup = ReturnType<typeof fakePopup>;

/** A message to the element's window, as the browser delivers it (jsdom will not take a fake window as `source`). */
function deliver(data: unknown, source: unknown, origin = window.location.origin): void {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

function setup(popup: FakePopup | null, overrides: Partial<LinkPopupOptions> = {}) {
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const onBlocked = vi.fn();
  const onCancel = vi.fn();
  const log = vi.fn();
  const controller = openLinkPopup({
    win: window,
    url: '/#/frame/popup?x',
    provider: 'plaid',
    onBlocked,
    onCancel,
    log,
    settleDelaysMs: [0, 10],
    ...overrides,
  });
  return { controller, open, onBlocked, onCancel, log };
}

/** Lets queued promise callbacks run (the checks are async). */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('openLinkPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the waiting screen at once, sends the link page on ready, takes its own result once and settles', async () => {
    const popup = fakePopup();
    const { controller, open, onCancel } = setup(popup);
    expect(open).toHaveBeenCalledWith('/#/frame/popup?x', '_blank', POPUP_FEATURES);

    const check = vi.fn(async () => true);
    expect(controller.follow(LINK, check)).toBe(true);
    expect(popup.posted).toEqual([]); // not before the popup's page is up: it would be lost
    deliver(POPUP_READY, popup);
    expect(popup.posted).toEqual([[{ ns: LINK_NS, type: 'go', url: LINK }, window.location.origin]]);
    // Plaid's host page says ready again: it gets the link page too.
    deliver(POPUP_READY, popup);
    expect(popup.posted).toHaveLength(2);

    deliver(resultMessage(RESULT), popup);
    expect(popup.posted[2]).toEqual([{ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, window.location.origin]);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    // The callback page closes the popup: no cancel after a result.
    popup.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCancel).not.toHaveBeenCalled();
    // A replay of the result changes nothing.
    deliver(resultMessage(RESULT), popup);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('the link page known first, ready later: go is sent then', () => {
    const popup = fakePopup();
    const { controller } = setup(popup);
    deliver(POPUP_READY, popup);
    controller.follow(LINK, async () => true);
    expect(popup.posted).toEqual([[{ ns: LINK_NS, type: 'go', url: LINK }, window.location.origin]]);
  });

  it('a blocked popup (window.open answers null): the whole tab goes, at once', () => {
    const { controller, onBlocked, onCancel } = setup(null);
    expect(controller.follow(LINK, async () => true)).toBe(true);
    expect(onBlocked).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a popup closed at once, before its page came up: the whole tab goes, at once', async () => {
    const popup = fakePopup();
    const { controller, onBlocked } = setup(popup);
    popup.close();
    await vi.advanceTimersByTimeAsync(250);
    expect(onBlocked).not.toHaveBeenCalled(); // nothing to go to yet
    expect(controller.follow(LINK, async () => true)).toBe(true);
    expect(onBlocked).toHaveBeenCalledExactlyOnceWith(LINK);
  });

  it('closed before its page came up, once the link page is known: onBlocked within 500 ms', async () => {
    const popup = fakePopup();
    const { controller, onBlocked, onCancel } = setup(popup);
    expect(controller.follow(LINK, async () => true)).toBe(true);
    popup.close();
    await vi.advanceTimersByTimeAsync(500);
    expect(onBlocked).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('the shopper closes the popup: one look at the payment, then cancel exactly once', async () => {
    const popup = fakePopup();
    const { controller, onCancel, onBlocked } = setup(popup);
    const check = vi.fn(async () => false);
    controller.follow(LINK, check);
    deliver(POPUP_READY, popup);
    popup.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onBlocked).not.toHaveBeenCalled();
    // A result arriving after the cancel is not taken.
    deliver(resultMessage(RESULT), popup);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('closed just as the result settled the payment: that look finds it settled, no cancel', async () => {
    const popup = fakePopup();
    const { controller, onCancel } = setup(popup);
    controller.follow(LINK, async () => true);
    deliver(POPUP_READY, popup);
    popup.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel on the waiting screen before the link page is known: the popup closes, cancel once the confirm answers', async () => {
    const popup = fakePopup();
    const { controller, onCancel } = setup(popup);
    deliver(POPUP_READY, popup);
    deliver(POPUP_CANCEL, popup);
    expect(popup.closed).toBe(true);
    expect(onCancel).not.toHaveBeenCalled(); // the confirm is still on its way: nothing to cancel yet
    expect(controller.follow(LINK, async () => false)).toBe(true);
    await flush();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', () => window.location.origin.replace('localhost', '127.0.0.1'), 'popup'],
    ['another window', () => window.location.origin, 'other'],
  ])('ignores a result from %s, and logs it', async (_name, origin, from) => {
    const popup = fakePopup();
    const { controller, log, onCancel } = setup(popup);
    const check = vi.fn(async () => true);
    controller.follow(LINK, check);
    deliver(POPUP_READY, popup);
    deliver(resultMessage({ ...RESULT, outcome: 'cancelled' }), from === 'popup' ? popup : fakePopup(), origin());
    await flush();
    expect(check).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('onPlaidMessageEventError', 'error', expect.objectContaining({ reason: 'foreign_message' }));
    expect(popup.posted.filter(([m]) => (m as { type: string }).type !== 'go')).toEqual([]);
    // The real one, sent last, is taken.
    deliver(resultMessage(RESULT), popup);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('refuses a result for a session it did not start; logs a malformed message; ignores what is not ours', async () => {
    const popup = fakePopup();
    const { controller, log } = setup(popup, { provider: 'truelayer' });
    const check = vi.fn(async () => true);
    controller.follow(LINK, check);
    deliver(resultMessage({ ...RESULT, provider: 'truelayer', session: 'ses_other' }), popup);
    expect(popup.posted.at(-1)).toEqual([{ ns: LINK_NS, type: 'refused', session: 'ses_other' }, window.location.origin]);
    deliver({ ns: LINK_NS, type: 'result', result: { session: 'x y' } }, popup);
    expect(log).toHaveBeenCalledWith('onTrueLayerFlowError', 'error', { reason: 'malformed_message' });
    const logged = log.mock.calls.length;
    deliver({ type: 'something-else' }, popup);
    deliver('a string', popup);
    expect(log).toHaveBeenCalledTimes(logged);
    await flush();
    expect(check).not.toHaveBeenCalled();
  });

  it('a completed result whose payment never settles: logs the verification error, then cancels', async () => {
    const popup = fakePopup();
    const { controller, log, onCancel } = setup(popup);
    const check = vi.fn(async () => false);
    controller.follow(LINK, check);
    deliver(resultMessage(RESULT), popup);
    await vi.advanceTimersByTimeAsync(100);
    expect(check).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('onPlaidFormVerificationError', 'error', expect.objectContaining({ reason: 'not_settled' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a cancelled result looks once and cancels if nothing settled (a consent stays pending)', async () => {
    const popup = fakePopup();
    const { controller, onCancel, log } = setup(popup);
    const check = vi.fn(async () => false);
    controller.follow(LINK, check);
    deliver(resultMessage({ ...RESULT, outcome: 'cancelled' }), popup);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('a confirm that never asked for the link page closes the popup it opened', () => {
    const popup = fakePopup();
    const { controller } = setup(popup);
    controller.confirmed();
    expect(popup.closed).toBe(true);
    // Over: a later link page is not this popup's to take (the hook sends the whole page).
    expect(controller.follow(LINK, async () => true)).toBe(false);
  });

  describe("tells the popup's life (spec §4 popup events): opened, then blocked or closed, once", () => {
    it('blocked when window.open answers null', () => {
      const onPopup = vi.fn();
      const { controller } = setup(null, { onPopup });
      controller.follow(LINK, async () => true);
      expect(onPopup.mock.calls).toEqual([['blocked']]);
    });

    it('opened, then blocked when it closed before its page came up', async () => {
      const onPopup = vi.fn();
      const popup = fakePopup();
      const { controller } = setup(popup, { onPopup });
      controller.follow(LINK, async () => true);
      popup.close();
      await vi.advanceTimersByTimeAsync(500);
      expect(onPopup.mock.calls).toEqual([['opened'], ['blocked']]);
    });

    it('opened, then closed when the shopper closes it, and nothing after', async () => {
      const onPopup = vi.fn();
      const popup = fakePopup();
      const { controller } = setup(popup, { onPopup });
      controller.follow(LINK, async () => false);
      deliver(POPUP_READY, popup);
      popup.close();
      await vi.advanceTimersByTimeAsync(1000);
      controller.dispose();
      expect(onPopup.mock.calls).toEqual([['opened'], ['closed']]);
    });

    it('closed when its page closes it after a result, and when the element closes it', async () => {
      const onPopup = vi.fn();
      const popup = fakePopup();
      const { controller } = setup(popup, { onPopup });
      controller.follow(LINK, async () => true);
      deliver(POPUP_READY, popup);
      deliver(resultMessage(RESULT), popup);
      popup.close();
      await vi.advanceTimersByTimeAsync(1000);
      expect(onPopup.mock.calls).toEqual([['opened'], ['closed']]);

      const unused = vi.fn();
      setup(fakePopup(), { onPopup: unused }).controller.confirmed();
      expect(unused.mock.calls).toEqual([['opened'], ['closed']]);
    });
  });
});
