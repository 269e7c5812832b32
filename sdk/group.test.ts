// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect, frameOptions } from './test-support/frame-double';
import { init } from './portico';

const INTENT = { intent_id: 'int_1', client_secret: 'secret_1' };

describe('split field groups', () => {
  beforeEach(() => {
    document.body.innerHTML = ['number', 'expiry', 'cvc', 'number2', 'expiry2', 'card'].map((id) => `<div id="${id}"></div>`).join('');
  });

  it('give the frames of one instance one random group id; a named group, another instance or the card element do not share it', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    portico.createElement('card-number', INTENT).mount('#number');
    portico.createElement('expiry', INTENT).mount('#expiry');
    portico.createElement('cvc', { ...INTENT, group: 'gift' }).mount('#cvc');
    portico.createElement('card', INTENT).mount('#card');
    const other = await init({ checkoutOrigin: CHECKOUT });
    other.createElement('card-number', INTENT).mount('#number2');
    const group = (id: string) => frameOptions(document.querySelector<HTMLIFrameElement>(`#${id} iframe`)!).group;
    expect(group('number')).toMatch(/^[0-9a-f-]{36}$/);
    expect(group('expiry')).toBe(group('number'));
    expect(group('cvc')).toMatch(/^[0-9a-f-]{36}$/);
    expect(group('cvc')).not.toBe(group('number'));
    expect(group('number2')).not.toBe(group('number'));
    expect(group('card')).toBeUndefined();
    // The merchant's group name stays on the page: the frame gets the random id only.
    expect(document.querySelector<HTMLIFrameElement>('#cvc iframe')!.src).not.toContain('gift');
  });

  it('confirm on a contributor, or on the group handle, is sent to the number frame only', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const number = connect(portico.createElement('card-number', INTENT).mount('#number'), '#number');
    const cvc = connect(portico.createElement('cvc', INTENT).mount('#cvc'), '#cvc');
    await vi.waitFor(() => expect(number.element.ready).toBe(true));
    await expect(cvc.element.confirm({ cardholderName: 'Ada' })).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
    expect(number.calls).toEqual([expect.objectContaining({ path: ['confirm'], argumentList: [{ type: 'RAW', value: { cardholderName: 'Ada' } }] })]);
    // Paid: the group's confirm is the same payment, resolved with it and not sent again.
    await expect(portico.group('split-card').confirm()).resolves.toMatchObject({ status: 'SUCCEEDED' });
    expect(number.calls.map((call) => call.path[0])).toEqual(['confirm']);
    expect(cvc.calls).toEqual([]);

    document.body.insertAdjacentHTML('beforeend', '<div id="cvc2"></div>');
    const other = await init({ checkoutOrigin: CHECKOUT });
    const number2 = connect(other.createElement('card-number', INTENT).mount('#number2'), '#number2');
    const cvc2 = connect(other.createElement('cvc', INTENT).mount('#cvc2'), '#cvc2');
    await vi.waitFor(() => expect(number2.element.ready).toBe(true));
    await expect(other.group('split-card').confirm()).resolves.toMatchObject({ status: 'SUCCEEDED' });
    expect(number2.calls.map((call) => call.path[0])).toEqual(['confirm']);
    expect(cvc2.calls).toEqual([]);
  });

  it('a confirm refused for a field focuses the frame of that field from the merchant page; any other refusal moves no focus', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const refusal = { code: 'validation_error', message: 'Check the card.', details: { fields: ['cvc', 'expiry'] }, audience: 'customer' } as const;
    const number = connect(portico.createElement('card-number', INTENT).mount('#number'), '#number', refusal);
    await vi.waitFor(() => expect(number.element.ready).toBe(true));
    connect(portico.createElement('expiry', INTENT).mount('#expiry'), '#expiry');
    const cvc = connect(portico.createElement('cvc', INTENT).mount('#cvc'), '#cvc');
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await expect(portico.group('split-card').confirm()).rejects.toMatchObject({ code: 'validation_error' });
    expect(document.activeElement).toBe(cvc.iframe);

    const declined = await init({ checkoutOrigin: CHECKOUT });
    const declinedNumber = connect(declined.createElement('card-number', INTENT).mount('#number2'), '#number2', {
      ...refusal,
      code: 'issuer_declined',
      details: { fields: ['cvc'] },
    });
    await vi.waitFor(() => expect(declinedNumber.element.ready).toBe(true));
    outside.focus();
    await expect(declined.group('split-card').confirm()).rejects.toMatchObject({ code: 'issuer_declined' });
    expect(document.activeElement).toBe(outside);
  });

  it('a group without its number element rejects confirm naming the missing kind; a destroyed member leaves its group', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const expiry = portico.createElement('expiry', INTENT).mount('#expiry');
    await expect(expiry.confirm()).rejects.toMatchObject({ code: 'element_not_mounted', details: { kind: 'card-number' }, audience: 'merchant' });
    await expect(portico.group('split-card').confirm()).rejects.toMatchObject({ code: 'element_not_mounted', details: { kind: 'card-number' } });
    const number = portico.createElement('card-number', INTENT);
    // Created but not mounted: its own not-mounted error.
    await expect(expiry.confirm()).rejects.toMatchObject({ code: 'element_not_mounted', details: { kind: 'card-number', method: 'confirm' } });
    number.destroy();
    await expect(expiry.confirm()).rejects.toMatchObject({ code: 'element_not_mounted', details: { kind: 'card-number' } });
    expiry.destroy();
    await expect(expiry.confirm()).rejects.toMatchObject({ code: 'element_destroyed' });
  });

  it("forwards a frame's group message to the other frames of its group only, never to merchant handlers", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    // Made first: were it in the group, it would be the first one forwarded to.
    const stranger = connect(portico.createElement('card-number', { ...INTENT, group: 'gift' }).mount('#number2'), '#number2');
    const number = connect(portico.createElement('card-number', INTENT).mount('#number'), '#number');
    const expiry = connect(portico.createElement('expiry', INTENT).mount('#expiry'), '#expiry');
    const cvc = connect(portico.createElement('cvc', INTENT).mount('#cvc'), '#cvc');
    // The relay is the SDK's own: a merchant cannot subscribe to it.
    expect(() => expiry.element.on('groupMessage' as 'ready', () => {})).toThrow(/Unknown event "groupMessage"/);
    const message = { code: 'update_expiry', value: 'ZW5jb2RlZA' };
    const atNumber = number.next();
    const atCvc = cvc.next();
    expiry.emit('onGroupMessage', message);
    const expected = expect.objectContaining({ path: ['update'], argumentList: [{ type: 'RAW', value: { action: 'group', message } }] });
    await expect(atNumber).resolves.toEqual(expected);
    await expect(atCvc).resolves.toEqual(expected);
    expect(expiry.calls).toEqual([]);
    expect(stranger.calls).toEqual([]);
  });

  it("a frame's focus move focuses the iframe of that kind in its own group only, unheard by merchant handlers", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    // Made first: were it in the group, its expiry would be the one focused.
    connect(portico.createElement('expiry', { ...INTENT, group: 'gift' }).mount('#expiry2'), '#expiry2');
    const number = connect(portico.createElement('card-number', INTENT).mount('#number'), '#number');
    connect(portico.createElement('expiry', INTENT).mount('#expiry'), '#expiry');
    await vi.waitFor(() => expect(number.element.ready).toBe(true));
    expect(() => number.element.on('focusTo' as 'ready', () => {})).toThrow(/Unknown event "focusTo"/);
    const focused: string[] = [];
    for (const id of ['#expiry', '#expiry2']) document.querySelector(`${id} iframe`)!.addEventListener('focus', () => focused.push(id));
    // A kind with no member in the group, or a payload its reader refuses, moves nothing.
    number.emit('onFocusTo', { kind: 'cvc' });
    number.emit('onFocusTo', { kind: 'no-such-kind' });
    number.emit('onFocusTo', { kind: 'expiry', extra: 1 });
    number.emit('onFocusTo', { kind: 'expiry' });
    // The last one, valid, arrived after the others: they were read and dropped.
    await vi.waitFor(() => expect(document.activeElement).toBe(document.querySelector('#expiry iframe')));
    expect(focused).toEqual(['#expiry']);
  });

  it('clear() on the group clears every member; on one element, that element only', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const members = [
      connect(portico.createElement('card-number', INTENT).mount('#number'), '#number'),
      connect(portico.createElement('expiry', INTENT).mount('#expiry'), '#expiry'),
      connect(portico.createElement('cvc', INTENT).mount('#cvc'), '#cvc'),
    ];
    await members[1]!.element.clear();
    expect(members.map((m) => m.calls.length)).toEqual([0, 1, 0]);
    await portico.group('split-card').clear();
    for (const member of members) expect(member.calls.at(-1)).toMatchObject({ path: ['update'], argumentList: [{ value: { action: 'clear' } }] });
    expect(members.map((m) => m.calls.length)).toEqual([1, 2, 1]);
  });

  it('focus() on the group focuses the number frame', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const number = portico.createElement('card-number', INTENT).mount('#number');
    portico.createElement('expiry', INTENT).mount('#expiry');
    portico.group('split-card').focus();
    expect(document.activeElement).toBe(document.querySelector('#number iframe'));
    number.destroy();
    expect(() => portico.group('split-card').focus()).toThrow(expect.objectContaining({ code: 'element_not_mounted' }));
  });
});
