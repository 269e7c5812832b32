// @vitest-environment jsdom
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PALETTES } from '../runtime/platform/theme/tokens';
import { BOOT_LINK_PROPERTY, type BootLink } from '../runtime/host/boot/boot-link';
import { NAMESPACE, PROTOCOL_VERSION } from '../protocol/boundary/envelope';
import { readAck } from '../protocol/boundary/guard';
import { BOOT_SKELETON_DIR, bootHandshakeScript, bootHtml, bootMarkups, bootStylesheets, bootTitles } from './vite-boot-markup';

// jsdom's URL has no file: scheme; vitest runs from the repository's root.
const RUNTIME = join(process.cwd(), 'runtime');
const SKELETON = '<div class="portico-skeleton portico-skeleton--fill" role="status" aria-busy="true"></div>';
const CARD_CSS = 'static/css/CardFieldInput.x.css';

/**
 * A document as the build serves it, at `hash`: the head's handshake script run, then (after `between`,
 * what happens while the body is parsed) the body's boot script.
 */
function boot(hash: string, between: () => void = () => {}) {
  window.location.hash = hash;
  const markups = bootMarkups(RUNTIME);
  new Function(bootHandshakeScript(Object.keys(markups)))();
  document.head.innerHTML = bootStylesheets({ card: [CARD_CSS], 'card-number': [CARD_CSS] }, ['card', 'card-number']);
  between();
  const html = bootHtml(markups, bootMarkups(RUNTIME, BOOT_SKELETON_DIR), bootTitles(RUNTIME, Object.keys(markups)));
  document.body.innerHTML = `<div id="root">${SKELETON}</div>${html.replace(/<script>[\s\S]*<\/script>/, '')}`;
  new Function(/<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '')();
  return { box: () => document.getElementById('portico-boot') };
}

const address = (options: unknown, extra = '') => `#/elements/card?options=${encodeURIComponent(JSON.stringify(options))}${extra}`;

describe('the boot script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.location.hash = '';
    performance.clearMarks();
  });

  it('has the markup of the card, each split card field and each Korean card field', () => {
    expect(Object.keys(bootMarkups(RUNTIME)).sort()).toEqual([
      'card',
      'card-number',
      'cvc',
      'expiry',
      'kr-card-expiry',
      'kr-card-identifier',
      'kr-card-number',
      'kr-card-psw-first-two',
    ]);
  });

  it("links the boot kinds' stylesheets in <head>, each once, and puts the card's fields in place of the skeleton, the palette on its root", () => {
    const { box } = boot(address({ channel: 'c', origin: 'https://shop.test' }));
    expect([...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([`/${CARD_CSS}`]);
    expect(document.querySelector('.portico-skeleton')).toBeNull();
    expect(box()?.nextElementSibling?.id).toBe('root');
    expect(box()?.querySelectorAll('input')).toHaveLength(3);
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.light.text);
    expect(performance.getEntriesByName('portico-boot')).toHaveLength(1);
  });

  it("themes it by the address's appearance: the mode's palette, the merchant's valid colours as given", () => {
    const { box } = boot(
      address({ appearance: { mode: 'dark', variables: { colorBrand: '#ff0000', colorText: 'red; background: url(x)', colorBackground: 'rgb(1, 2, 300)' } } }),
    );
    expect(box()?.getAttribute('data-mode')).toBe('dark');
    expect(box()?.style.getPropertyValue('--portico-color-brand')).toBe('#ff0000');
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.dark.text);
    expect(box()?.style.getPropertyValue('--portico-color-background')).toBe(DEFAULT_PALETTES.dark.background);
  });

  it("puts the full-featured card's own skeleton, shaped like its fields, in place of the generic one, in any language", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    const generic = SKELETON;
    boot(`#/elements/full-featured-card?options=${encodeURIComponent('{}')}`);
    const skeleton = document.querySelector('#root > .portico-skeleton');
    expect(skeleton?.outerHTML).not.toBe(generic);
    expect(skeleton?.getAttribute('aria-busy')).toBe('true');
    // The brands, two headings, and the first six labelled fields (expiry and code side by side): no taller
    // than the frame's shortest ready height (550 px), whose lower part stays blank as the form's does.
    expect(skeleton?.querySelectorAll('.portico-skeleton__bar--label')).toHaveLength(9);
    expect(skeleton?.querySelectorAll('.portico-skeleton__bar:not(.portico-skeleton__bar--label)')).toHaveLength(6);
    expect(document.getElementById('portico-boot')).toBeNull();
    // A kind with boot markup of its own and no skeleton keeps the generic one until its markup shows.
    boot(address({}, '&lang=fr'));
    expect(document.querySelector('#root')?.innerHTML).toBe(generic);
  });

  it('sends nothing: an Enter in the fields submits nothing', () => {
    const { box } = boot(address({}));
    const form = box()?.querySelector('form');
    const submit = new Event('submit', { cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('puts focus the page gives the frame, or a key typed at its body, in its first empty field; leaves a field the shopper is in, or a markup taken over', async () => {
    const { box } = boot(address({}));
    const fields = [...(box()?.querySelectorAll('input') ?? [])];
    const pageFocus = () => new Promise((resolve) => (window.dispatchEvent(new FocusEvent('focus')), setTimeout(resolve, 1)));
    await pageFocus();
    expect(document.activeElement).toBe(fields[0]);
    fields[0]!.value = '4242 4242 4242 4242';
    fields[0]!.blur();
    await pageFocus();
    expect(document.activeElement).toBe(fields[1]);
    fields[2]!.focus();
    await pageFocus();
    expect(document.activeElement).toBe(fields[2]);
    fields[2]!.blur();
    // A key typed at the body (WebKit refused that focus): the key goes to the first empty field.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }));
    expect(document.activeElement).toBe(fields[1]);
    fields[1]!.blur();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(document.activeElement).toBe(document.body);
    box()?.remove();
    await pageFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows English to a browser whose languages the checkout has none of (WebKit\'s "C"), as the runtime does', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['C']);
    expect(boot(address({})).box()).not.toBeNull();
    languages.mockReturnValue(['fr-CA', 'en']);
    expect(boot(address({})).box()).toBeNull();
    languages.mockRestore();
    expect(boot(address({}, '&lang=EN')).box()).not.toBeNull();
  });

  it('leaves the skeleton for another kind, another language, or options it cannot read', () => {
    for (const hash of ['#/elements/dropin?options=%7B%7D', address({}, '&lang=de'), '#/elements/card?options=%7Bnot-json', '#/standalone/checkout']) {
      const { box } = boot(hash);
      expect(box(), hash).toBeNull();
      expect(document.querySelector('.portico-skeleton'), hash).not.toBeNull();
    }
  });
});

describe("the boot script's handshake (protocol/boundary/handshake.ts, steps 2, 3 and 5)", () => {
  const SHOP = 'https://shop.test';
  const CHANNEL = 'chan_0123456789abcdef';
  const ack = { ns: NAMESPACE, v: PROTOCOL_VERSION, channel: CHANNEL, type: 'ack' };
  let parent: { postMessage: ReturnType<typeof vi.fn> };

  /** The head scripts' message listeners: each boot() adds one, which an ACK meant for a later boot() must not find. */
  const listeners: EventListenerOrEventListenerObject[] = [];

  beforeEach(() => {
    parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        if (type === 'message') listeners.push(listener);
        add(type, listener, options);
      },
    );
  });
  afterEach(() => {
    for (const listener of listeners.splice(0)) window.removeEventListener('message', listener);
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[BOOT_LINK_PROPERTY];
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  /** A window message as the browser hands it over: `from` is its source window. */
  function deliver(data: unknown, { from = parent as unknown, origin = SHOP, ports = [] as MessagePort[] } = {}): MessageEvent {
    const event = new Event('message') as MessageEvent;
    Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: from }, ports: { value: ports } });
    window.dispatchEvent(event);
    return event;
  }
  const spyPort = () => {
    const { port1 } = new MessageChannel();
    const postMessage = vi.spyOn(port1, 'postMessage').mockImplementation(() => {});
    return { port: port1, postMessage };
  };

  const bootReady = {
    ns: NAMESPACE,
    v: PROTOCOL_VERSION,
    channel: CHANNEL,
    type: 'event',
    event: 'onBootReady',
    payload: { kind: 'card', title: 'Secure card payment input' },
  };

  it("posts SYN to the declared origin from <head>, before the body is parsed, and on the parent's ACK says onBootReady with the runtime's English title", () => {
    boot(address({ channel: CHANNEL, origin: SHOP }), () => {
      expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ ns: NAMESPACE, v: PROTOCOL_VERSION, channel: CHANNEL, type: 'syn' }, SHOP);
    });
    expect(parent.postMessage).toHaveBeenCalledOnce();
    const { port, postMessage } = spyPort();
    deliver(ack, { ports: [port] });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(bootReady);
    port.close();
  });

  it('says onBootReady as soon as its fields show when the ACK came while the body was parsed, and not before', () => {
    const { port, postMessage } = spyPort();
    boot(address({ channel: CHANNEL, origin: SHOP }), () => {
      deliver(ack, { ports: [port] });
      expect(postMessage).not.toHaveBeenCalled();
    });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(bootReady);
    // The runtime finds the port on the link and adopts it (runtime/host/parent-bridge.ts): nothing more is sent.
    expect((window as unknown as Record<string, BootLink>)[BOOT_LINK_PROPERTY]?.port).toBe(port);
    expect(postMessage).toHaveBeenCalledOnce();
    port.close();
  });

  it('reads an ACK as the runtime does: every message readAck drops, it drops; the valid one sent last is taken', () => {
    boot(address({ channel: CHANNEL, origin: SHOP }));
    const { port, postMessage } = spyPort();
    const { port1: other } = new MessageChannel();
    const refused: Array<[string, unknown, Parameters<typeof deliver>[1]]> = [
      ['another window', ack, { from: window, ports: [port] }],
      ['another origin', ack, { origin: 'https://evil.test', ports: [port] }],
      ['another channel', { ...ack, channel: 'chan_fedcba9876543210' }, { ports: [port] }],
      ['a SYN', { ...ack, type: 'syn' }, { ports: [port] }],
      ['another namespace', { ...ack, ns: 'other' }, { ports: [port] }],
      ['another version', { ...ack, v: 2 }, { ports: [port] }],
      ['a key more', { ...ack, extra: 1 }, { ports: [port] }],
      ['no port', ack, { ports: [] }],
      ['two ports', ack, { ports: [port, other] }],
      ['not an object', 'ack', { ports: [port] }],
    ];
    for (const [what, data, how] of refused) {
      const event = deliver(data, how);
      expect(readAck(event, { parent: parent as unknown as Window, parentOrigin: SHOP, channel: CHANNEL }), what).toBeNull();
    }
    expect(postMessage).not.toHaveBeenCalled();
    const taken = deliver(ack, { ports: [port] });
    expect(readAck(taken, { parent: parent as unknown as Window, parentOrigin: SHOP, channel: CHANNEL })).not.toBeNull();
    expect(postMessage).toHaveBeenCalledOnce();
    // A second ACK is ignored (step 5).
    deliver(ack, { ports: [port] });
    expect(postMessage).toHaveBeenCalledOnce();
    port.close();
    other.close();
  });

  it("hands the port to the runtime that adopted the link before the ACK, after its onBootReady (the runtime's own events follow it)", () => {
    boot(address({ channel: CHANNEL, origin: SHOP }));
    const link = (window as unknown as Record<string, BootLink>)[BOOT_LINK_PROPERTY];
    expect(link).toMatchObject({ channel: CHANNEL, origin: SHOP, port: null });
    const adopt = vi.fn();
    link!.adopt = adopt;
    const { port, postMessage } = spyPort();
    deliver(ack, { ports: [port] });
    expect(adopt).toHaveBeenCalledOnce();
    expect(adopt.mock.calls[0]?.[0]).toBe(port);
    expect(postMessage).toHaveBeenCalledOnce();
    expect(postMessage.mock.calls[0]?.[0]).toMatchObject({ event: 'onBootReady' });
    expect(postMessage.mock.invocationCallOrder[0]).toBeLessThan(adopt.mock.invocationCallOrder[0]!);
    port.close();
  });

  it('posts nothing, and leaves no link, where the runtime would not talk to the parent or the kind has no markup', () => {
    const declared = (origin: unknown, channel: unknown = CHANNEL) => address({ channel, origin });
    for (const hash of [
      declared(undefined),
      declared('shop.test'),
      declared(`${SHOP}/path`),
      declared('ftp://shop.test'),
      declared(SHOP, 'short'),
      declared(SHOP, 42),
      `#/elements/dropin?options=${encodeURIComponent(JSON.stringify({ channel: CHANNEL, origin: SHOP }))}`,
    ]) {
      boot(hash);
      expect(parent.postMessage, hash).not.toHaveBeenCalled();
      expect((window as unknown as Record<string, unknown>)[BOOT_LINK_PROPERTY], hash).toBeUndefined();
    }
    // Not framed: its own window is its parent.
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
    delete (window as unknown as Record<string, unknown>)[BOOT_LINK_PROPERTY];
    boot(declared(SHOP));
    expect((window as unknown as Record<string, unknown>)[BOOT_LINK_PROPERTY]).toBeUndefined();
    // The valid address, last: it does post, so the cases above were refused, not broken.
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    boot(address({ channel: CHANNEL, origin: SHOP, page_color: '#f4f5f8' }));
    boot(address({ channel: CHANNEL, origin: SHOP, page_color: '#101418', appearance: { mode: 'dark' } }));
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
  });

  it("shakes hands but says no onBootReady where it shows no fields or the runtime's theme would not be the markup's: the runtime gets the port", () => {
    const cases: Array<[string, string]> = [
      ['another language', `${address({ channel: CHANNEL, origin: SHOP })}&lang=de`],
      // The runtime's theme would not be the markup's: merchant colours, or a page far from the mode's.
      ...[
        { appearance: { variables: { colorText: '#b0b0b0' } } },
        { appearance: { variables: { colorBackground: 'not a colour' } } },
        { appearance: { mode: 'dark' }, page_color: '#ffffff' },
        { page_color: '#101418' },
        { page_color: '#808080' },
      ].map((options): [string, string] => [JSON.stringify(options), address({ channel: CHANNEL, origin: SHOP, ...options })]),
    ];
    for (const [what, hash] of cases) {
      parent.postMessage.mockClear();
      boot(hash);
      expect(parent.postMessage, what).toHaveBeenCalledOnce();
      const link = (window as unknown as Record<string, BootLink>)[BOOT_LINK_PROPERTY];
      const adopt = vi.fn();
      link!.adopt = adopt;
      const { port, postMessage } = spyPort();
      deliver(ack, { ports: [port] });
      expect(postMessage, what).not.toHaveBeenCalled();
      // Compared by identity: a failed deep comparison of two jsdom ports overflows the stack.
      expect(
        adopt.mock.calls.map(([given]) => given === port),
        what,
      ).toEqual([true]);
      port.close();
      delete (window as unknown as Record<string, unknown>)[BOOT_LINK_PROPERTY];
      for (const listener of listeners.splice(0)) window.removeEventListener('message', listener);
    }
  });
});
