// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { dispatchFrameEvent, type FrameEventTarget } from './frame-events';
import type { ElementGroup } from './element-group';
import type { MountedFrame } from './mount-frame';

function target(kind: FrameEventTarget['kind'] = 'card', group?: ElementGroup) {
  const iframe = document.createElement('iframe');
  const frame = { iframe, ready: false, settle: vi.fn() } as unknown as MountedFrame;
  const handlers: Record<string, unknown> = {};
  const emitted: Array<[string, unknown]> = [];
  const events = {
    kind,
    frame,
    group,
    emitter: { emit: vi.fn((name: string, payload: unknown) => (emitted.push([name, payload]), name in handlers ? [handlers[name]] : [])) },
    emitError: vi.fn(),
    reply: vi.fn(async () => ({})),
    relay: vi.fn(),
    submit: vi.fn(async () => ({})),
  } satisfies FrameEventTarget;
  return { events, frame, iframe, emitted, handlers };
}

describe('dispatchFrameEvent', () => {
  it('makes the frame ready: its watchers stop, its title is the translated one, `ready` handlers hear it', () => {
    const { events, frame, iframe, emitted } = target();
    dispatchFrameEvent(events, 'onReady', { kind: 'card', title: 'Kartenzahlung' });
    expect(frame.ready).toBe(true);
    expect(frame.settle).toHaveBeenCalled();
    expect(iframe.title).toBe('Kartenzahlung');
    expect(emitted).toEqual([['ready', { kind: 'card', title: 'Kartenzahlung' }]]);
  });

  it('drops a payload its reader refuses: nothing happens', () => {
    const { events, emitted, iframe } = target();
    dispatchFrameEvent(events, 'onResize', { height: 'tall' });
    dispatchFrameEvent(events, 'onReady', { kind: 'hologram' });
    expect(emitted).toEqual([]);
    expect(iframe.style.height).toBe('');
  });

  it("sizes the iframe to the frame's content, rounding up", () => {
    const { events, iframe } = target();
    dispatchFrameEvent(events, 'onResize', { height: 118.2 });
    expect(iframe.style.height).toBe('119px');
  });

  it("relays a split field's message and focuses the field a frame names, in its own group only, telling no merchant", () => {
    const members = ['card-number', 'expiry', 'cvc'].map((kind) => ({ kind, focus: vi.fn() }));
    const group = Object.assign(new Set(members), { id: 'g', payer: 'card-number' }) as unknown as ElementGroup;
    const { events, emitted, iframe } = target('card-number', group);
    document.body.append(iframe);
    iframe.focus();
    dispatchFrameEvent(events, 'onFocusTo', { kind: 'expiry' });
    expect(members.map((member) => member.focus.mock.calls.length)).toEqual([0, 1, 0]);
    dispatchFrameEvent(events, 'onGroupMessage', { type: 'state' });
    expect(events.relay).toHaveBeenCalledWith({ type: 'state' });
    expect(emitted).toEqual([]);
  });

  it('moves focus on only while it is still in the frame that asks: a late request pulls it back from nowhere', () => {
    const members = ['kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'].map((kind) => ({ kind, focus: vi.fn() }));
    const group = Object.assign(new Set(members), { id: 'g', payer: 'kr-card-number' }) as unknown as ElementGroup;
    const expiry = target('kr-card-expiry', group);
    const identifier = target('kr-card-identifier', group);
    document.body.append(expiry.iframe, identifier.iframe);
    // The expiry asked for the PIN digits, but focus is already two fields on (its request came last).
    identifier.iframe.focus();
    dispatchFrameEvent(expiry.events, 'onFocusTo', { kind: 'kr-card-psw-first-two' });
    expect(members.map((member) => member.focus.mock.calls.length)).toEqual([0, 0, 0]);
    // While the expiry holds focus, its request is followed.
    expiry.iframe.focus();
    dispatchFrameEvent(expiry.events, 'onFocusTo', { kind: 'kr-card-psw-first-two' });
    expect(members.map((member) => member.focus.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it("pays when the drop-in's own Pay button is pressed, and for no other kind", () => {
    const dropin = target('dropin');
    dispatchFrameEvent(dropin.events, 'onSubmit', {});
    expect(dropin.events.submit).toHaveBeenCalledTimes(1);
    const card = target('card');
    dispatchFrameEvent(card.events, 'onSubmit', {});
    expect(card.events.submit).not.toHaveBeenCalled();
    expect(card.emitted).toEqual([['submit', {}]]);
  });

  it("answers the frame with the first handler's reply to an event a merchant answers", async () => {
    const { events, handlers } = target('apple-pay');
    handlers.paymentAuthorized = Promise.resolve({ intent_id: 'int_1', client_secret: 'secret_1' });
    dispatchFrameEvent(events, 'onPaymentAuthorized', { wallet: 'applepay', shipping_address: null });
    await vi.waitFor(() => expect(events.reply).toHaveBeenCalledWith('onpaymentauthorized', { intent_id: 'int_1', client_secret: 'secret_1' }));
  });
});
