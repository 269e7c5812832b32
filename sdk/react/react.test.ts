// @vitest-environment jsdom
/**
 * The bindings in a real render: run twice by `npm test`, under React 19 (vitest.config.ts)
 * and under Preact through preact/compat (vitest.preact.config.ts aliases react to it).
 */
import * as ui from 'react';
import { createElement, Fragment, StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect, frameOptions } from '../test-support/frame-double';
import { CardElement, componentName, ELEMENTS, PorticoProvider, useElement, type ElementComponents } from './index';
import { ELEMENT_KIND_NAMES, type PorticoElement } from '../index';

// The on-demand call readers, from their source (the checkout origin's build in a browser).
vi.mock('../version', async (original) => (await import('../test-support/on-demand')).fromSource(original));

const UI = process.env.PORTICO_UI ?? 'react';
const INTENT = { intent_id: 'int_1', client_secret: 'secret_1' };

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
  document.body.innerHTML = '';
});

const iframes = () => document.querySelectorAll<HTMLIFrameElement>('iframe[data-portico-kind]');

describe(`portico/react under ${UI}`, () => {
  it('runs on the library it says (preact/compat has a render(); React 19 has none)', () => {
    expect('render' in ui).toBe(UI === 'preact');
  });

  it('has a component for every element kind, named after it', () => {
    expect(Object.keys(ELEMENTS).sort()).toEqual(ELEMENT_KIND_NAMES.map(componentName).sort());
    expect(componentName('kr-card-psw-first-two')).toBe('KrCardPswFirstTwoElement');
    const typed: ElementComponents = ELEMENTS;
    expect(typed.CardElement).toBe(CardElement);
  });

  it('mounts one element under StrictMode, calls the latest handlers without remounting, and useElement() pays with it', async () => {
    const readies: string[] = [];
    let element: PorticoElement<'card'> | null = null;
    let setLabel: (label: string) => void = () => {};
    function Checkout() {
      const [label, set] = useState('first');
      setLabel = set;
      element = useElement('card');
      return createElement(
        'section',
        { 'data-label': label },
        createElement(CardElement, { ...INTENT, id: 'card', onReady: ({ kind }) => void readies.push(`${label}:${kind}`) }),
      );
    }
    root.render(createElement(StrictMode, null, createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout))));
    await vi.waitFor(() => expect(iframes()).toHaveLength(1));
    const iframe = iframes()[0]!;
    expect(iframe.closest('#card')).not.toBeNull();
    setLabel('second');
    await vi.waitFor(() => expect(element && host.querySelector('[data-label="second"]')).toBeTruthy());
    connect(element!, '#card');
    await vi.waitFor(() => expect(readies).toEqual(['second:card']));
    // A new handler is a new function every render: the element stayed the same.
    expect(iframes()).toHaveLength(1);
    expect(iframes()[0]).toBe(iframe);
    await expect(element!.confirm()).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
  });

  it('passes a new intent and a new appearance to update() on the same iframe, and destroys the element when it goes', async () => {
    let show: (on: boolean) => void = () => {};
    let setIntent: (id: string) => void = () => {};
    let setMode: (mode: 'light' | 'dark') => void = () => {};
    let element: PorticoElement<'card'> | null = null;
    function Checkout() {
      const [on, setOn] = useState(true);
      const [intent, set] = useState('int_1');
      const [mode, setM] = useState<'light' | 'dark'>('light');
      show = setOn;
      setIntent = set;
      setMode = setM;
      element = useElement('card');
      return on ? createElement(CardElement, { intent_id: intent, client_secret: `secret_${intent}`, appearance: { mode }, id: 'card' }) : null;
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(element).not.toBeNull());
    const first = iframes()[0]!;
    const frame = connect(element!, '#card');
    setIntent('int_2');
    // The cart's amount changed, the server made a new intent: the frame (and what the shopper typed in it) stays.
    await vi.waitFor(() => expect(frame.calls).toHaveLength(1));
    expect(frame.calls[0]).toMatchObject({
      path: ['update'],
      argumentList: [{ value: { action: 'options', intent_id: 'int_2', client_secret: 'secret_int_2' } }],
    });
    setMode('dark');
    await vi.waitFor(() => expect(frame.calls).toHaveLength(2));
    expect(frame.calls[1]!.argumentList[0]!.value).toEqual({ action: 'options', appearance: { mode: 'dark' } });
    expect(iframes()).toHaveLength(1);
    expect(iframes()[0]).toBe(first);
    show(false);
    await vi.waitFor(() => expect(iframes()).toHaveLength(0));
  });

  it('updates the frame in the commit that shows the new intent: a Pay pressed as soon as the page shows it pays that intent', async () => {
    let setIntent: (id: string) => void = () => {};
    let element: PorticoElement<'card'> | null = null;
    // Pressed in the commit that shows the new amount, before the browser paints it: no shopper can press earlier.
    function PayOnNewAmount({ intent }: { readonly intent: string }) {
      const card = useElement('card');
      useLayoutEffect(() => {
        if (intent === 'int_2') void card?.confirm();
      }, [card, intent]);
      return null;
    }
    function Checkout() {
      const [intent, set] = useState('int_1');
      setIntent = set;
      element = useElement('card');
      return createElement(
        Fragment,
        null,
        createElement(CardElement, { intent_id: intent, client_secret: `secret_${intent}`, id: 'card' }),
        createElement(PayOnNewAmount, { intent }),
      );
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(element).not.toBeNull());
    const frame = connect(element!, '#card');
    await vi.waitFor(() => expect(element!.ready).toBe(true));
    setIntent('int_2');
    await vi.waitFor(() => expect(frame.calls).toHaveLength(2));
    expect(frame.calls.map((call) => call.path[0])).toEqual(['update', 'confirm']);
  });

  it('passes a fresh client_secret for the same intent (after client_secret_expired) to update() on the same iframe', async () => {
    let setSecret: (secret: string) => void = () => {};
    let element: PorticoElement<'card'> | null = null;
    function Checkout() {
      const [secret, set] = useState('secret_1');
      setSecret = set;
      element = useElement('card');
      return createElement(CardElement, { intent_id: 'int_1', client_secret: secret, id: 'card', onError: () => {} });
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(element).not.toBeNull());
    const first = iframes()[0]!;
    const frame = connect(element!, '#card');
    setSecret('secret_fresh');
    await vi.waitFor(() => expect(frame.calls).toHaveLength(1));
    expect(frame.calls[0]).toMatchObject({
      path: ['update'],
      argumentList: [{ value: { action: 'options', intent_id: 'int_1', client_secret: 'secret_fresh' } }],
    });
    expect([...iframes()]).toEqual([first]);
  });

  it('warns once, in development, about an option that cannot change, and keeps the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let setBrands: (brands: readonly ('visa' | 'mastercard')[]) => void = () => {};
    function Checkout() {
      const [brands, set] = useState<readonly ('visa' | 'mastercard')[]>(['visa']);
      setBrands = set;
      return createElement(CardElement, { ...INTENT, brands, id: 'card' });
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(iframes()).toHaveLength(1));
    const first = iframes()[0]!;
    setBrands(['mastercard']);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    setBrands(['visa', 'mastercard']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    setBrands(['visa']);
    await vi.waitFor(() => expect(host.querySelector('#card')).not.toBeNull());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/<CardElement>: the option "brands" cannot change after the element is mounted.*new React `key`/);
    expect(iframes()[0]).toBe(first);
    warn.mockRestore();
  });

  it('names elements so useElement() picks one of two of a kind', async () => {
    let found: Array<PorticoElement<'card'> | null> = [];
    function Checkout() {
      found = [useElement('card', 'gift'), useElement('card', 'main'), useElement('card')];
      return createElement(
        'div',
        null,
        createElement(CardElement, { ...INTENT, name: 'main', id: 'main' }),
        createElement(CardElement, { intent_id: 'int_9', client_secret: 'secret_9', name: 'gift', id: 'gift' }),
      );
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(found[0] && found[1]).toBeTruthy());
    expect(found[2]).toBeNull();
    expect(found[0]).not.toBe(found[1]);
    expect(frameOptions(host.querySelector<HTMLIFrameElement>('#gift iframe')!)).toMatchObject({ intent_id: 'int_9' });
    expect(host.querySelector('#gift iframe')!.getAttribute('data-portico-kind')).toBe('card');
  });

  it('logs an error to the console once when there is no onError, and only hands it to onError when there is one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let element: PorticoElement<'card'> | null = null;
    let setHandler: (handler: ((error: unknown) => void) | undefined) => void = () => {};
    function Checkout() {
      const [handler, set] = useState<((error: unknown) => void) | undefined>(undefined);
      setHandler = set;
      element = useElement('card');
      return createElement(CardElement, { ...INTENT, id: 'card', onError: handler });
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(element).not.toBeNull());
    const frame = connect(element!, '#card');
    frame.emit('onError', { code: 'invalid_client_secret', message: 'The client secret is not valid.', details: {}, audience: 'merchant' });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]![0])).toContain('invalid_client_secret');
    const received: unknown[] = [];
    const onError = (error: unknown) => void received.push(error);
    setHandler(() => onError);
    await vi.waitFor(() => expect(host.querySelector('#card')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    frame.emit('onError', { code: 'invalid_client_secret', message: 'The client secret is not valid.', details: {}, audience: 'merchant' });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
