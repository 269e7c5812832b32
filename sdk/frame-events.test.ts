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
    const { events, emitted } = target('card-number', group);
    dispatchFrameEvent(events, 'onFocusTo', { kind: 'expiry' });
    expect(members.map((member) => member.focus.mock.calls.length)).toEqual([0, 1, 0]);
    dispatchFrameEvent(events, 'onGroupMessage', { type: 'state' });
    expect(events.relay).toHaveBeenCalledWith({ type: 'state' });
    expect(emitted).toEqual([]);
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
