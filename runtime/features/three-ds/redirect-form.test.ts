// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readRedirectForm, submitRedirectForm } from '../../platform/api/redirect-form';
import { readHashOptions } from './page-options';
import { takeReturnTarget, storeReturnTarget } from './return-target';
import { withOutcome } from '../../platform/lib/with-outcome';

describe('the bank form of a redirect_form next action', () => {
  it('keeps an http(s) URL and string fields only', () => {
    expect(readRedirectForm({ type: 'redirect_form', url: 'https://acs.example/c', data: { session: 's' }, stage: 'X' })).toEqual({
      url: 'https://acs.example/c',
      method: 'POST',
      data: { session: 's' },
      stage: 'X',
    });
    expect(readRedirectForm({ url: 'javascript:alert(1)', data: {} })).toBeNull();
    expect(readRedirectForm({ url: 'https://acs.example', data: { n: 1 } })).toBeNull();
    expect(readRedirectForm({ type: 'redirect', url: 'https://acs.example' })).toBeNull();
    expect(readRedirectForm('https://acs.example')).toBeNull();
  });

  it('posts the fields and our notification URL to the target', () => {
    const submitted: HTMLFormElement[] = [];
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push(this);
    };
    submitRedirectForm(document, { url: 'https://acs.example/c', method: 'POST', data: { session: 's' } }, 'acs', 'https://checkout.example/page/3ds-callback');
    const form = submitted[0];
    expect(form?.action).toBe('https://acs.example/c');
    expect(form?.target).toBe('acs');
    expect(Object.fromEntries(new FormData(form!))).toEqual({ session: 's', notification_url: 'https://checkout.example/page/3ds-callback' });
    expect(document.querySelector('form')).toBeNull();
  });

  it('reads the options JSON of a hash address, and nothing from junk', () => {
    expect(readHashOptions(`#/elements/3ds-frictionless?options=${encodeURIComponent('{"url":"x"}')}`)).toEqual({ url: 'x' });
    expect(readHashOptions('#/elements/3ds-frictionless?options=%7Bnot-json')).toEqual({});
    expect(readHashOptions('#/elements/3ds-frictionless')).toEqual({});
  });
});

describe('the way back after a full-page redirect', () => {
  it('is read once, and only for its own intent', () => {
    storeReturnTarget(sessionStorage, { intent_id: 'int_1', url: 'https://shop.example/pay?step=2' });
    expect(takeReturnTarget(sessionStorage, 'int_2')).toBeNull();
    expect(takeReturnTarget(sessionStorage, 'int_1')).toBeNull();
    storeReturnTarget(sessionStorage, { intent_id: 'int_1', url: 'https://shop.example/pay?step=2' });
    expect(takeReturnTarget(sessionStorage, 'int_1')).toBe('https://shop.example/pay?step=2');
    expect(takeReturnTarget(sessionStorage, 'int_1')).toBeNull();
    expect(withOutcome('https://shop.example/pay?step=2', 'int_1', 'SUCCEEDED')).toBe('https://shop.example/pay?step=2&intent_id=int_1&status=SUCCEEDED');
  });
});
