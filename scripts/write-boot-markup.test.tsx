// @vitest-environment jsdom
/**
 * `npm run boot-markup`: writes runtime/host/boot/{kind}.html, the boot kinds' first screens, from
 * the runtime's own English render of each kind, so their fields are runtime/ui's controls and no
 * file draws one by hand. The kinds' tests (boot-card, boot-split, boot-kr) fail when a template
 * and the render part; this rewrites them. It runs only when asked (PORTICO_BOOT_MARKUP=write).
 */
import { cleanup } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { ElementKind } from '../protocol';
import type { ElementBody } from '../runtime/host/screen-contract';
import { renderInFrame } from '../runtime/host/testing';
import { BOOT_ROOT_ID } from '../runtime/host/boot/boot-fields';
import CardElement from '../runtime/features/card/CardElement';
import CardNumberElement from '../runtime/features/card/split/CardNumberElement';
import CvcElement from '../runtime/features/card/split/CvcElement';
import ExpiryElement from '../runtime/features/card/split/ExpiryElement';
import KrCardNumberElement from '../runtime/features/kr-card/KrCardNumberElement';
import KrCardExpiryElement from '../runtime/features/kr-card/KrCardExpiryElement';
import KrCardPswFirstTwoElement from '../runtime/features/kr-card/KrCardPswFirstTwoElement';
import KrCardIdentifierElement from '../runtime/features/kr-card/KrCardIdentifierElement';

const GROUP = 'g-0000000000000000000000';
const HEADER = "<!-- Written by `npm run boot-markup` from the runtime's own render (runtime/ui controls): do not edit. -->";

const KINDS: ReadonlyArray<readonly [ElementKind, ElementBody, form: string]> = [
  ['card', CardElement, 'form.portico-card'],
  ['card-number', CardNumberElement, 'form.portico-card'],
  ['expiry', ExpiryElement, 'form.portico-card'],
  ['cvc', CvcElement, 'form.portico-card'],
  ['kr-card-number', KrCardNumberElement, 'form.portico-kr'],
  ['kr-card-expiry', KrCardExpiryElement, 'form.portico-kr'],
  ['kr-card-psw-first-two', KrCardPswFirstTwoElement, 'form.portico-kr'],
  ['kr-card-identifier', KrCardIdentifierElement, 'form.portico-kr'],
];

describe.runIf(process.env.PORTICO_BOOT_MARKUP === 'write')('the boot kinds’ markup', () => {
  it.each(KINDS)('%s: written from its render', (kind, Body, form) => {
    renderInFrame(Body, { client: null, kind, ...(kind === 'card' ? {} : { group: GROUP }) });
    const rendered = document.querySelector(form);
    if (!rendered) throw new Error(`${kind} rendered no ${form}`);
    writeFileSync(
      join(process.cwd(), 'runtime/host/boot', `${kind}.html`),
      `${HEADER}\n<div id="${BOOT_ROOT_ID}" data-mode="light">${rendered.outerHTML}</div>\n`,
    );
    cleanup();
  });
});
