// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, readRpcCall } from '../protocol';
import { init } from './portico';
import { PorticoError } from './errors';
import { SDK_VERSION } from './version';
import { connect } from './test-support/frame-double';

// The on-demand call readers, from their source (the checkout origin's build in a browser).
vi.mock('./version', async (original) => (await import('./test-support/on-demand')).fromSource(original));

const CHECKOUT = 'http://127.0.0.1:3100';
const CARD = { intent_id: 'int_1', client_secret: 'secret_1' };

function frameChannel(iframe: HTMLIFrameElement): string {
  const hash = new URL(iframe.src).hash;
  const options = JSON.parse(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('options') ?? '{}');
  return options.channel;
}

function postFrom(source: Window | null, origin: string, data: unknown, ports: MessagePort[] = []) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source, ports }));
}

describe('PorticoElement', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="card"></div><div id="other"></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mount twice, or mount–unmount–mount, leaves exactly one iframe', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD);
    el.mount('#card');
    el.mount('#card');
    expect(document.querySelectorAll('#card iframe[data-portico-kind]')).toHaveLength(1);
    el.unmount();
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(0);
    el.mount('#card');
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(1);
    el.mount('#other');
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(1);
    expect(document.querySelectorAll('#other iframe[data-portico-kind]')).toHaveLength(1);
  });

  it('refuses a second element in an occupied container, naming the one there; the first stays mounted', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const first = portico.createElement('card', CARD).mount('#card');
    const frame = document.querySelector('#card iframe');
    const second = portico.createElement('dropin', CARD);
    expect(() => second.mount('#card')).toThrow(
      expect.objectContaining({
        code: 'container_occupied',
        audience: 'merchant',
        details: { kind: 'dropin', mounted_kind: 'card' },
        message: expect.stringMatching(/container holds a mounted "card" element: unmount\(\) or destroy\(\) it first/),
      }),
    );
    expect(document.querySelectorAll('#card iframe')).toHaveLength(1);
    expect(document.querySelector('#card iframe')).toBe(frame);
    // A second card too: the first one's frame is not replaced.
    expect(() => portico.createElement('card', CARD).mount('#card')).toThrow(expect.objectContaining({ code: 'container_occupied' }));
    first.destroy();
    second.mount('#card');
    expect(document.querySelector('#card iframe')?.getAttribute('data-portico-kind')).toBe('dropin');
  });

  it('hands a change payload on once: an identical one is not repeated, a different one is', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('card', CARD).mount('#card');
    const frame = connect(element, '#card', undefined, false);
    const changes: unknown[] = [];
    element.on('change', (change) => void changes.push(change));
    const field = (empty: boolean) => ({ empty, valid: false });
    const empty = { empty: true, complete: false, brand: null, fields: { number: field(true), expiry: field(true), cvc: field(true) } };
    const typed = { empty: false, complete: false, brand: 'visa', fields: { number: field(false), expiry: field(true), cvc: field(true) } };
    for (const change of [empty, empty, typed, typed, empty]) frame.emit('onChange', change);
    // The ready event after them: once its handler ran, every change before it was handled.
    const ready = new Promise((resolve) => element.on('ready', resolve));
    frame.emit('onReady', { kind: 'card', title: 'Card' });
    await ready;
    expect(changes).toEqual([empty, typed, empty]);
  });

  it('builds the frame URL with the route, a fresh channel and the declared origin', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT, locale: 'de' });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    expect(iframe.src.startsWith(`${CHECKOUT}/#/elements/card?`)).toBe(true);
    // The SDK's own version, for the frame to compare (spec §5).
    expect(new URLSearchParams(new URL(iframe.src).hash.split('?')[1]).get('v')).toBe(SDK_VERSION);
    expect(iframe.allow).toBe('payment');
    expect(iframe.title).not.toBe('');
    const first = frameChannel(iframe);
    el.unmount();
    el.mount('#card');
    expect(frameChannel(document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!)).not.toBe(first);
  });

  it('throws typed errors naming the problem', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD);
    expect(() => el.mount('#missing')).toThrow(PorticoError);
    expect(() => el.mount('#missing')).toThrow(/#missing/);
    expect(() => el.mount('##bad')).toThrow(/not a valid CSS selector/);
    const unknown = () => portico.createElement('hologram' as 'card', CARD);
    expect(unknown).toThrow(expect.objectContaining({ code: 'unknown_element_kind', details: { kind: 'hologram' } }));
    expect(() => portico.createElement('card', { intent_id: 'int_1' } as typeof CARD)).toThrow(
      expect.objectContaining({ code: 'invalid_options', details: { option: 'client_secret' } }),
    );
    expect(() => portico.createElement('card', { ...CARD, colour: 'red' } as typeof CARD)).toThrow(/"colour"/);
    expect(() => el.on('readyy' as 'ready', () => {})).toThrow(/Unknown event "readyy"/);
    await expect(init({ checkoutOrigin: 'https://x.example/path' })).rejects.toMatchObject({ code: 'invalid_options' });
    await expect(init({ env: 'moon' as 'local' })).rejects.toThrow(/env/);
  });

  it("reads a card kind's brand limit by the protocol's brand names, naming the option when wrong", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    expect(portico.createElement('card', { ...CARD, brands: ['visa', 'mastercard'] }).kind).toBe('card');
    expect(portico.createElement('full-featured-card', { ...CARD, brands: ['amex'], customer_id: 'cus_1' }).kind).toBe('full-featured-card');
    const wrong = () => portico.createElement('card', { ...CARD, brands: ['visa', 'american-express'] as unknown as ['visa'] });
    expect(wrong).toThrow(expect.objectContaining({ code: 'invalid_options', audience: 'merchant', details: { option: 'brands' } }));
    expect(wrong).toThrow('Invalid option "brands": expected a list of visa, mastercard, amex, unionpay, jcb, discover, diners.');
    expect(() => portico.createElement('card', { ...CARD, brands: [] })).toThrow(expect.objectContaining({ details: { option: 'brands' } }));
    expect(() => portico.createElement('card', { ...CARD, brands: 'visa' as unknown as ['visa'] })).toThrow(/"brands"/);
  });

  it('passes the brand limit and the customer to the frame in its options', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    portico.createElement('full-featured-card', { ...CARD, brands: ['visa'], customer_id: 'cus_1' }).mount('#card');
    const src = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind="full-featured-card"]')!.src;
    expect(src).toContain('#/elements/full-featured-card?');
    const options = JSON.parse(new URLSearchParams(src.split('?')[1]).get('options')!) as Record<string, unknown>;
    expect(options).toMatchObject({ brands: ['visa'], customer_id: 'cus_1', intent_id: CARD.intent_id });
  });

  it('names the connected account a platform acts for in every frame, and refuses one a header could not carry', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT, onBehalfOf: 'acct_connected_1' });
    portico.createElement('card', CARD).mount('#card');
    const src = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind="card"]')!.src;
    const options = JSON.parse(new URLSearchParams(src.split('?')[1]).get('options')!) as Record<string, unknown>;
    expect(options).toMatchObject({ on_behalf_of: 'acct_connected_1' });
    await expect(init({ checkoutOrigin: CHECKOUT, onBehalfOf: 'acct 1\r\nx-evil: 1' })).rejects.toMatchObject({
      code: 'invalid_options',
      details: { option: 'onBehalfOf' },
    });
  });

  it('emits an error event with a timeout code when the frame never answers', async () => {
    vi.useFakeTimers();
    const portico = await init({ checkoutOrigin: CHECKOUT, handshakeTimeoutMs: 1000 });
    const el = portico.createElement('card', CARD);
    const errors: unknown[] = [];
    el.on('error', (e) => errors.push(e));
    el.mount('#card');
    vi.advanceTimersByTime(999);
    expect(errors).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(errors).toEqual([expect.objectContaining({ code: 'frame_handshake_timeout', message: expect.any(String) })]);
  });

  it('says origin_mismatch at once when its frame refuses the page, and no time-out after it', async () => {
    vi.useFakeTimers();
    const portico = await init({ checkoutOrigin: CHECKOUT, origin: 'https://shop.example', handshakeTimeoutMs: 1000 });
    const el = portico.createElement('card', CARD);
    const errors: unknown[] = [];
    el.on('error', (e) => errors.push(e));
    el.mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    // From another origin, or another window: not our frame's refusal.
    postFrom(iframe.contentWindow, 'http://evil.test', envelope(frameChannel(iframe), 'refused', { reason: 'origin_mismatch' }));
    postFrom(window, CHECKOUT, envelope(frameChannel(iframe), 'refused', { reason: 'origin_mismatch' }));
    expect(errors).toEqual([]);
    postFrom(iframe.contentWindow, CHECKOUT, envelope(frameChannel(iframe), 'refused', { reason: 'origin_mismatch' }));
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'origin_mismatch',
        audience: 'merchant',
        details: { kind: 'card', declared_origin: 'https://shop.example', page_origin: location.origin },
      }),
    ]);
    vi.advanceTimersByTime(5000);
    expect(errors).toHaveLength(1);
  });

  it('logs to the console when an error has no handler, instead of failing silently', async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const portico = await init({ checkoutOrigin: CHECKOUT, handshakeTimeoutMs: 500 });
    portico.createElement('card', CARD).mount('#card');
    vi.advanceTimersByTime(500);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('frame_handshake_timeout'), expect.anything());
    spy.mockRestore();
  });

  it('answers SYN only from its own iframe at the checkout origin, then talks over the port', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    const frameWindow = iframe.contentWindow!;
    const channel = frameChannel(iframe);
    const acks: MessageEvent[] = [];
    frameWindow.postMessage = ((data: unknown, _origin: string, ports: MessagePort[]) =>
      acks.push({ data, ports } as unknown as MessageEvent)) as unknown as typeof frameWindow.postMessage;

    postFrom(window, CHECKOUT, envelope(channel, 'syn', {})); // the page itself, not the frame
    postFrom(frameWindow, 'http://evil.test', envelope(channel, 'syn', {}));
    postFrom(frameWindow, CHECKOUT, envelope('wrong-channel-000000000', 'syn', {}));
    expect(acks).toHaveLength(0);

    postFrom(frameWindow, CHECKOUT, envelope(channel, 'syn', {}));
    expect(acks).toHaveLength(1);
    const port = acks[0]!.ports[0]!;
    const ready = new Promise((resolve) => el.on('ready', resolve));
    port.postMessage(envelope(channel, 'event', { event: 'onReady', payload: { kind: 'card', title: 'Karte' } }));
    await expect(ready).resolves.toEqual({ kind: 'card', title: 'Karte' });
    expect(iframe.title).toBe('Karte');
    expect(el.ready).toBe(true);
  });

  it('ignores events not in HOST_EVENTS, payloads that fail their reader, and forged events from other windows', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    const channel = frameChannel(iframe);
    const ports: MessagePort[] = [];
    iframe.contentWindow!.postMessage = ((_data: unknown, _origin: string, transfer: MessagePort[]) =>
      ports.push(transfer[0]!)) as unknown as Window['postMessage'];
    postFrom(iframe.contentWindow, CHECKOUT, envelope(channel, 'syn', {}));
    const port = ports[0]!;
    const seen: unknown[] = [];
    el.on('success', (p) => seen.push(p));
    const real = { intent: { id: 'int_real', status: 'SUCCEEDED' } };
    const delivered = new Promise((resolve) => el.on('success', resolve));
    // A forged success posted at the window (not over the port) is never read.
    postFrom(window, CHECKOUT, envelope(channel, 'event', { event: 'onSuccess', payload: { intent: { id: 'x', status: 'SUCCEEDED' } } }));
    // Over the port: an event outside the table, and a success whose payload fails its reader.
    port.postMessage({ ns: 'portico', v: 1, channel, type: 'event', event: 'onHack', payload: {} });
    port.postMessage(envelope(channel, 'event', { event: 'onSuccess', payload: { intent: { id: 42 } } as never }));
    // The real one last: when it has arrived, the port's earlier messages were handled.
    port.postMessage(envelope(channel, 'event', { event: 'onSuccess', payload: real }));
    await expect(delivered).resolves.toEqual(real);
    expect(seen).toEqual([real]);
  });

  it('calls the frame as Comlink APPLY messages over the port, checked by the protocol reader first', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    const ports: MessagePort[] = [];
    iframe.contentWindow!.postMessage = ((_data: unknown, _origin: string, transfer: MessagePort[]) =>
      ports.push(transfer[0]!)) as unknown as Window['postMessage'];
    // confirm() before the frame is ready is the page's mistake, said at once; nothing is sent.
    await expect(el.confirm({ cardholderName: 'Ada' })).rejects.toMatchObject({
      code: 'element_not_ready',
      audience: 'merchant',
      details: { kind: 'card', method: 'confirm' },
    });
    // Any other call made before the handshake waits in the port.
    const updated = el.update({ locale: 'de' });
    await expect(el.update({ appearance: { mode: 'neon' } } as never)).rejects.toMatchObject({
      code: 'invalid_options',
      audience: 'merchant',
      details: { option: 'appearance.mode' },
    });
    postFrom(iframe.contentWindow, CHECKOUT, envelope(frameChannel(iframe), 'syn', {}));
    const frameEnd = ports[0]!;
    const call = await new Promise<{ id: string; type: string; path: string[]; argumentList: unknown[] }>((resolve) => {
      frameEnd.onmessage = (event) => resolve(event.data);
    });
    expect(call).toMatchObject({ type: 'APPLY', path: ['update'], argumentList: [{ type: 'RAW', value: { locale: 'de', action: 'options' } }] });
    // What the frame's guard lets through: plain data, no key left `undefined` (an update once hung so).
    expect(readRpcCall(call)).not.toBeNull();
    frameEnd.postMessage({
      id: call.id,
      type: 'HANDLER',
      name: 'throw',
      value: { isError: false, value: { code: 'busy', message: 'Busy', details: {}, audience: 'merchant' } },
    });
    await expect(updated).rejects.toMatchObject({ code: 'busy', audience: 'merchant' });
  });

  it('update() resolves with whether the frame applied it; an ignored new intent is not adopted (spec §4)', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    const ports: MessagePort[] = [];
    iframe.contentWindow!.postMessage = ((_data: unknown, _origin: string, transfer: MessagePort[]) =>
      ports.push(transfer[0]!)) as unknown as Window['postMessage'];
    postFrom(iframe.contentWindow, CHECKOUT, envelope(frameChannel(iframe), 'syn', {}));
    const answer = (updated: boolean) =>
      new Promise<void>((resolve) => {
        ports[0]!.onmessage = (event: MessageEvent<{ id: string }>) => {
          ports[0]!.postMessage({ id: event.data.id, type: 'RAW', value: { updated } });
          resolve();
        };
      });
    const swap = { intent_id: 'int_2', client_secret: 'int_2_secret_x', source: 'OTHER' } as const;
    const ignoring = answer(false);
    await expect(el.update(swap)).resolves.toEqual({ updated: false });
    await ignoring;
    // The intent a remount or a challenge would use (private: read as the element keeps it).
    expect(Reflect.get(el, 'options')).toMatchObject({ intent_id: CARD.intent_id });
    const applying = answer(true);
    await expect(el.update({ ...swap, source: undefined })).resolves.toEqual({ updated: true });
    await applying;
    expect(Reflect.get(el, 'options')).toMatchObject({ intent_id: 'int_2' });
  });

  it('update({ client_secret }) alone sends the intent its claims name, and the element adopts both', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')!;
    const ports: MessagePort[] = [];
    iframe.contentWindow!.postMessage = ((_data: unknown, _origin: string, transfer: MessagePort[]) =>
      ports.push(transfer[0]!)) as unknown as Window['postMessage'];
    postFrom(iframe.contentWindow, CHECKOUT, envelope(frameChannel(iframe), 'syn', {}));
    const sent: unknown[] = [];
    const answering = () => {
      ports[0]!.onmessage = (event: MessageEvent<{ id: string; argumentList: unknown[] }>) => {
        sent.push(event.data.argumentList);
        ports[0]!.postMessage({ id: event.data.id, type: 'RAW', value: { updated: true } });
      };
    };
    await vi.waitFor(() => expect(ports).toHaveLength(1));
    answering();
    const claims = Buffer.from(JSON.stringify({ account_id: 'acct_1', intent_id: 'int_fresh' })).toString('base64url');
    const fresh = `eyJhbGciOiJIUzI1NiJ9.${claims}.c2ln`;
    await expect(el.update({ client_secret: fresh })).resolves.toEqual({ updated: true });
    expect(sent).toEqual([[{ type: 'RAW', value: { client_secret: fresh, intent_id: 'int_fresh', action: 'options' } }]]);
    expect(Reflect.get(el, 'options')).toMatchObject({ intent_id: 'int_fresh', client_secret: fresh });
    // A secret whose claims name no intent is half an intent: the reader refuses it, nothing is sent.
    await expect(el.update({ client_secret: 'opaque' })).rejects.toMatchObject({ code: 'invalid_options' });
    expect(sent).toHaveLength(1);
  });

  it('sends calls in the order they were made: a confirm() right after update() goes after it, even when a reader is refused', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    const frame = connect(el, '#card');
    await vi.waitFor(() => expect(el.ready).toBe(true));
    // update()'s reader loads on demand (portico-calls.mjs); confirm()'s is at hand, so it would overtake.
    const updated = el.update({ intent_id: 'int_2', client_secret: 'int_2_secret_x' });
    const paid = el.confirm();
    await expect(updated).resolves.toEqual({ updated: true });
    await expect(paid).resolves.toMatchObject({ status: 'SUCCEEDED' });
    expect(frame.calls.map((call) => call.path[0])).toEqual(['update', 'confirm']);
    // A call its reader refuses sends nothing and holds back none after it.
    const refusedUpdate = el.update({ appearance: { mode: 'neon' } } as never);
    const cleared = el.clear();
    await expect(refusedUpdate).rejects.toMatchObject({ code: 'invalid_options' });
    await cleared;
    expect(frame.calls.map((call) => call.path[0])).toEqual(['update', 'confirm', 'update']);
    expect(frame.calls[2]!.argumentList[0]!.value).toEqual({ action: 'clear' });
  });

  it('destroy() forbids further use', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const el = portico.createElement('card', CARD).mount('#card');
    el.destroy();
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(0);
    expect(() => el.mount('#card')).toThrow(expect.objectContaining({ code: 'element_destroyed' }));
    await expect(el.confirm()).rejects.toMatchObject({ code: 'element_destroyed' });
  });

  it('confirm before mount rejects with element_not_mounted', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    await expect(portico.createElement('card', CARD).confirm()).rejects.toMatchObject({ code: 'element_not_mounted' });
  });
});

describe('init() warm-up', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('adds one hidden, unfocusable preloader frame per checkout origin, a task after init()', async () => {
    document.body.innerHTML = '';
    await init({ checkoutOrigin: 'http://127.0.0.1:3999' });
    await init({ checkoutOrigin: 'http://127.0.0.1:3999' });
    await nextTask();
    const frames = document.querySelectorAll<HTMLIFrameElement>('iframe[src^="http://127.0.0.1:3999/#/elements/loading"]');
    expect(frames).toHaveLength(1);
    // display: none: unfocusable and outside the accessibility tree.
    expect(frames[0]!.hidden).toBe(true);
  });

  it('adds none when an element mounts at once: that frame warms the cache itself', async () => {
    document.body.innerHTML = '<div id="card"></div>';
    const portico = await init({ checkoutOrigin: 'http://127.0.0.1:3998' });
    portico.createElement('card', CARD).mount('#card');
    await nextTask();
    expect(document.querySelectorAll('iframe[src^="http://127.0.0.1:3998/#/elements/loading"]')).toHaveLength(0);
    expect(document.querySelectorAll('iframe[data-portico-kind]')).toHaveLength(1);
  });
});
