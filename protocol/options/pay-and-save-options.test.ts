import { describe, expect, it } from 'vitest';
import { CARD_ELEMENT_OPTIONS, DROPIN_OPTIONS, readOptions } from './element-options';
import { readKindFrameOptions } from './frame-options';
import { HOSTED_PAYMENT_OPTIONS, hostedPageUrl } from './hosted-checkout';
import { readConfirmParams } from '../boundary/call-readers';

const SAVE = { next_triggered_by: 'merchant', merchant_trigger_reason: 'installments' } as const;
const INTENT = { intent_id: 'int_1', client_secret: 'cs' };

describe('pay and save options', () => {
  it('the card kinds, the drop-in and the hosted page take payment_consent', () => {
    for (const specs of [CARD_ELEMENT_OPTIONS, DROPIN_OPTIONS, HOSTED_PAYMENT_OPTIONS]) {
      expect(readOptions(specs, { ...INTENT, payment_consent: SAVE }, 'createElement()')).toEqual({ ok: true, value: { ...INTENT, payment_consent: SAVE } });
    }
  });

  it('a payment_consent that is no object is refused, naming it', () => {
    const read = readOptions(CARD_ELEMENT_OPTIONS, { ...INTENT, payment_consent: 'merchant' }, 'createElement()');
    expect(read).toMatchObject({ ok: false });
    expect(JSON.stringify(read)).toContain('payment_consent: expected an object');
  });

  it('the frame reads it back from its address, the hosted page’s included', () => {
    expect(readKindFrameOptions({ payment_consent: SAVE })).toEqual({ payment_consent: SAVE });
    const url = hostedPageUrl('https://checkout.test', { ...INTENT, mode: 'payment', payment_consent: SAVE });
    const options = JSON.parse(new URLSearchParams(url.split('?')[1]).get('options') ?? '{}') as Record<string, unknown>;
    expect(readKindFrameOptions(options)).toMatchObject({ payment_consent: SAVE });
  });

  it('confirm() takes payment_consent_id', () => {
    expect(readConfirmParams({ payment_consent_id: 'cst_1' })).toEqual({ ok: true, value: { payment_consent_id: 'cst_1' } });
  });
});
