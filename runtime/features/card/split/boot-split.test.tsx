// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElementKind } from '../../../../protocol';
import { BOOT_ROOT_ID } from '../../../host/boot/boot-fields';
import type { ElementBody } from '../../../host/screen-contract';
import { renderInFrame } from '../../../host/testing';
import NUMBER_MARKUP from '../../../host/boot/card-number.html?raw';
import EXPIRY_MARKUP from '../../../host/boot/expiry.html?raw';
import CVC_MARKUP from '../../../host/boot/cvc.html?raw';
import CardNumberElement from './CardNumberElement';
import CvcElement from './CvcElement';
import ExpiryElement from './ExpiryElement';

const GROUP = 'g-0000000000000000000000';

const FRAMES: ReadonlyArray<{ kind: ElementKind; Body: ElementBody; markup: string; name: string; label: RegExp; raw: string; shown: string }> = [
  { kind: 'card-number', Body: CardNumberElement, markup: NUMBER_MARKUP, name: 'number', label: /card number/i, raw: '41111111', shown: '4111 1111' },
  { kind: 'expiry', Body: ExpiryElement, markup: EXPIRY_MARKUP, name: 'expiry', label: /expiry/i, raw: '123', shown: '12 / 3' },
  { kind: 'cvc', Body: CvcElement, markup: CVC_MARKUP, name: 'cvc', label: /security code/i, raw: '12', shown: '12' },
];

describe('a split field typed before boot', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(BOOT_ROOT_ID)?.remove();
  });

  it.each(FRAMES)("$kind: its boot markup is the field's own first paint in English", ({ kind, Body, markup }) => {
    renderInFrame(Body, { client: null, kind, group: GROUP });
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    expect(holder.firstElementChild?.id).toBe(BOOT_ROOT_ID);
    expect(holder.querySelector('form')?.outerHTML).toBe(document.querySelector('form.portico-card')?.outerHTML);
  });

  it.each(FRAMES)('$kind: keeps what was typed, formatted, with focus and caret at its end', ({ kind, Body, markup, name, label, raw, shown }) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    const box = holder.firstElementChild as HTMLElement;
    document.body.prepend(box);
    const typed = box.querySelector(`input[name=${name}]`) as HTMLInputElement;
    typed.value = raw;
    typed.focus();
    typed.setSelectionRange(raw.length, raw.length);
    const { events } = renderInFrame(Body, { client: null, kind, group: GROUP });
    const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
    expect(document.getElementById(BOOT_ROOT_ID)).toBeNull();
    expect(input.value).toBe(shown);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(shown.length);
    expect(events.some(([event, payload]) => event === 'onChange' && (payload as { empty: boolean }).empty === false)).toBe(true);
  });
});
