// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { fakeFetch, json, type FakeReply } from '../../platform/api/testing';
import { renderInFrame, type FrameUnderTest } from '../../host/testing';
import KrCardExpiryElement from './KrCardExpiryElement';
import KrCardIdentifierElement from './KrCardIdentifierElement';
import KrCardPswFirstTwoElement from './KrCardPswFirstTwoElement';
import KrCardNumberElement from './KrCardNumberElement';

const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25000, currency: 'KRW' };

/** The four Korean frames of one group in one document; they meet over a BroadcastChannel named by the group id. */
function mountGroup(...replies: FakeReply[]) {
  const group = crypto.randomUUID();
  const api = fakeFetch(...(replies.length > 0 ? replies : [json(200, PAID)]));
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const number = renderInFrame(KrCardNumberElement, { client, kind: 'kr-card-number', group });
  const others: FrameUnderTest[] = [
    renderInFrame(KrCardExpiryElement, { client, kind: 'kr-card-expiry', group }),
    renderInFrame(KrCardPswFirstTwoElement, { client, kind: 'kr-card-psw-first-two', group }),
    renderInFrame(KrCardIdentifierElement, { client, kind: 'kr-card-identifier', group }),
  ];
  const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
  const alertOf = (name: string) => input(name).form!.querySelector('[role="alert"]')!.textContent;
  return { api, number, others, input, type, alertOf };
}

async function fillGood(type: (name: string, value: string) => void) {
  type('number', '9410 0000 0000 0005');
  type('expiry', '1234');
  type('pswFirstTwo', '12');
  type('identifier', '900101');
  // Let the values cross the channel.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('the Korean card group', () => {
  afterEach(cleanup);

  it('pays from the number frame with all four values: kr_card instead of a CVC', async () => {
    const { api, number, type } = mountGroup();
    await fillGood(type);
    await act(async () => {
      await expect(number.call('confirm', {})).resolves.toEqual(PAID);
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toMatchObject({
      payment_method: {
        type: 'card',
        card: { number: '9410000000000005', expiry_month: '12', expiry_year: '2034', kr_card: { psw_first_two: '12', identifier: '900101' } },
      },
    });
    expect(JSON.stringify(api.calls[0]!.body)).not.toContain('cvc');
    expect(number.events).toContainEqual(['onSuccess', { intent: PAID }]);
  });

  it('gathers a value typed just before Pay (sync), not only what had arrived', async () => {
    const { api, number, type } = mountGroup();
    await fillGood(type);
    type('identifier', '1248100998');
    await act(async () => {
      await number.call('confirm', {});
    });
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { card: { kr_card: { identifier: '1248100998' } } } });
  });

  it('refuses a wrong identifier before any API call: the identifier frame shows why and takes focus', async () => {
    const { api, number, type, input, alertOf } = mountGroup();
    await fillGood(type);
    type('identifier', '900230');
    await act(async () => {
      await expect(number.call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['identifier'] } });
    });
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(alertOf('identifier')).toBe('Enter a valid date of birth (YYMMDD) or business registration number.'));
    expect(input('identifier').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('identifier')));
    // The fields that are right say nothing.
    expect(alertOf('number')).toBe('');
    expect(alertOf('expiry')).toBe('');
  });

  it('with nothing typed, every frame shows its problem and focus goes to the number', async () => {
    const { number, input, alertOf } = mountGroup();
    await act(async () => {
      await expect(number.call('confirm', {})).rejects.toMatchObject({ details: { fields: ['number', 'expiry', 'pswFirstTwo', 'identifier'] } });
    });
    expect(alertOf('number')).toBe('Your card number is incomplete.');
    await waitFor(() => expect(alertOf('pswFirstTwo')).toBe('Enter the first 2 digits of your card PIN.'));
    expect(alertOf('expiry')).toBe("Your card's expiry date is incomplete.");
    expect(document.activeElement).toBe(input('number'));
  });

  it('moves focus frame to frame as each field is finished, and stops at the identifier', async () => {
    const { type, input } = mountGroup();
    input('number').focus();
    type('number', '9410000000000005');
    await waitFor(() => expect(document.activeElement).toBe(input('expiry')));
    type('expiry', '1234');
    await waitFor(() => expect(document.activeElement).toBe(input('pswFirstTwo')));
    type('pswFirstTwo', '12');
    await waitFor(() => expect(document.activeElement).toBe(input('identifier')));
    type('identifier', '900101');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.activeElement).toBe(input('identifier'));
  });

  it("shows an issuer decline in the number frame and the merchant's error, keeping every value", async () => {
    const { number, type, input, alertOf } = mountGroup(
      json(400, { code: 'issuer_declined', message: 'declined', details: {}, provider_original_response_code: '55' }),
    );
    await fillGood(type);
    await act(async () => {
      await expect(number.call('confirm', {})).rejects.toMatchObject({ code: 'issuer_declined', original_code: '55' });
    });
    expect(alertOf('number')).toBe('The PIN you entered is incorrect. Please try again.');
    expect(number.events).toContainEqual(['onError', expect.objectContaining({ original_code: '55' })]);
    expect(input('identifier').value).toBe('900101');
    // Typing again clears the payment's message.
    type('number', '9410 0000 0000 000');
    expect(alertOf('number')).toBe('');
  });

  it("reports the whole group's state in the number frame's change event", async () => {
    const { number, type } = mountGroup();
    await fillGood(type);
    await waitFor(() => expect(number.events.filter(([event]) => event === 'onChange').at(-1)).toEqual(['onChange', { empty: false, complete: true }]), {
      timeout: 2500,
    });
  });
});
