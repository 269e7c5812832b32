// @vitest-environment jsdom
/**
 * The bindings in a real render: run twice by `npm test`, under React 19 (vitest.config.ts)
 * and under Preact through preact/compat (vitest.preact.config.ts aliases react to it).
 */
import * as ui from 'react';
import { createElement, StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect, frameOptions } from '../test-support/frame-double';
import { CardElement, componentName, ELEMENTS, PorticoProvider, useElement, type ElementComponents } from './index';
import { ELEMENT_KIND_NAMES, type PorticoElement } from '../index';

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
      return createElement('section', { 'data-label': label }, createElement(CardElement, { ...INTENT, id: 'card', onReady: ({ kind }) => void readies.push(`${label}:${kind}`) }));
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

  it('mounts again when its options change (a new intent), and destroys the element when it goes', async () => {
    let show: (on: boolean) => void = () => {};
    let setIntent: (id: string) => void = () => {};
    function Checkout() {
      const [on, setOn] = useState(true);
      const [intent, set] = useState('int_1');
      show = setOn;
      setIntent = set;
      return on ? createElement(CardElement, { intent_id: intent, client_secret: 'secret_1', id: 'card' }) : null;
    }
    root.render(createElement(PorticoProvider, { options: { checkoutOrigin: CHECKOUT } }, createElement(Checkout)));
    await vi.waitFor(() => expect(iframes()).toHaveLength(1));
    const first = iframes()[0]!;
    setIntent('int_2');
    await vi.waitFor(() => expect(iframes()[0]).not.toBe(first));
    expect(iframes()).toHaveLength(1);
    expect(JSON.parse(new URLSearchParams(new URL(iframes()[0]!.src).hash.split('?')[1]).get('options') ?? '{}')).toMatchObject({ intent_id: 'int_2' });
    expect(frameOptions(iframes()[0]!).channel).not.toBe(frameOptions(first).channel);
    show(false);
    await vi.waitFor(() => expect(iframes()).toHaveLength(0));
  });
});
