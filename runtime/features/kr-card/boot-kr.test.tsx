// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElementKind } from '../../../protocol';
import { BOOT_ROOT_ID } from '../../host/boot/boot-fields';
import type { ElementBody } from '../../host/screen-contract';
import { renderInFrame } from '../../host/testing';
import NUMBER_MARKUP from '../../host/boot/kr-card-number.html?raw';
import EXPIRY_MARKUP from '../../host/boot/kr-card-expiry.html?raw';
import PIN_MARKUP from '../../host/boot/kr-card-psw-first-two.html?raw';
import IDENTIFIER_MARKUP from '../../host/boot/kr-card-identifier.html?raw';
import KrCardNumberElement from './KrCardNumberElement';
import KrCardExpiryElement from './KrCardExpiryElement';
import KrCardPswFirstTwoElement from './KrCardPswFirstTwoElement';
import KrCardIdentifierElement from './KrCardIdentifierElement';

const GROUP = 'g-0000000000000000000000';

const FRAMES: ReadonlyArray<{ kind: ElementKind; Body: ElementBody; markup: string; name: string; raw: string; shown: string }> = [
  { kind: 'kr-card-number', Body: KrCardNumberElement, markup: NUMBER_MARKUP, name: 'number', raw: '94100000', shown: '9410 0000' },
  { kind: 'kr-card-expiry', Body: KrCardExpiryElement, markup: EXPIRY_MARKUP, name: 'expiry', raw: '123', shown: '12 / 3' },
  { kind: 'kr-card-psw-first-two', Body: KrCardPswFirstTwoElement, markup: PIN_MARKUP, name: 'pswFirstTwo', raw: '1', shown: '1' },
  { kind: 'kr-card-identifier', Body: KrCardIdentifierElement, markup: IDENTIFIER_MARKUP, name: 'identifier', raw: '9001', shown: '9001' },
];

describe('a Korean card field typed before boot', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(BOOT_ROOT_ID)?.remove();
  });

  it.each(FRAMES)("$kind: its boot markup is the field's own first paint in English", ({ kind, Body, markup }) => {
    renderInFrame(Body, { client: null, kind, group: GROUP });
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    expect(holder.firstElementChild?.id).toBe(BOOT_ROOT_ID);
    expect(holder.querySelector('form')?.outerHTML).toBe(document.querySelector('form.portico-kr')?.outerHTML);
  });

  it.each(FRAMES)('$kind: keeps what was typed, formatted, with focus and caret at its end', ({ kind, Body, markup, name, raw, shown }) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    const box = holder.firstElementChild as HTMLElement;
    document.body.prepend(box);
    const typed = box.querySelector(`input[name=${name}]`) as HTMLInputElement;
    typed.value = raw;
    typed.focus();
    typed.setSelectionRange(raw.length, raw.length);
    const { events } = renderInFrame(Body, { client: null, kind, group: GROUP });
    const input = document.querySelector(`form.portico-kr input[name=${name}]`) as HTMLInputElement;
    expect(document.getElementById(BOOT_ROOT_ID)).toBeNull();
    expect(input.value).toBe(shown);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(shown.length);
    expect(events.some(([event, payload]) => event === 'onChange' && (payload as { empty: boolean }).empty === false)).toBe(true);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});
