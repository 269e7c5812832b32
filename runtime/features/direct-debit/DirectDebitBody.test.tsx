// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { forgetBankLists } from './direct-debit-banks';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import type { RecordedCall } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import type { PaymentMethodName } from '../../../protocol';
import { MethodContext } from '../../host/method-context';
import DirectDebitBody from './DirectDebitBody';

const BANKS: Readonly<Record<string, unknown>> = {
  US: {
    country_code: 'US',
    scheme: 'ach',
    items: [
      { bank_code: '110000000', name: 'Portico Test Bank' },
      { bank_code: '021000021', name: 'JPMorgan Chase' },
    ],
  },
  GB: { country_code: 'GB', scheme: 'bacs', items: [{ bank_code: '200000', name: 'Barclays' }] },
  AU: {
    country_code: 'AU',
    scheme: 'becs',
    items: [
      { bank_code: '000000', name: 'Portico Test Bank' },
      { bank_code: '062', name: 'Commonwealth Bank' },
    ],
  },
};

/** A client secret whose claims name the merchant (only the middle part is read). */
const SECRET = `h.${btoa(JSON.stringify({ intent_id: 'int_1', business_name: 'Portico Demo Store' })).replace(/=+$/, '')}.s`;

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD', latest_payment_attempt: { id: 'att_1', status: 'PAID' }, next_action: null };

interface Options {
  readonly confirm?: (call: RecordedCall) => Response;
  readonly banks?: 'ok' | 'fail';
}

function setup(method: PaymentMethodName, { confirm: answer = () => reply(200, PAID), banks = 'ok' }: Options = {}) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    const call = { url, init, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    if (url.includes('/pa/direct_debit_banks')) {
      if (banks === 'fail') return reply(503, { code: 'unavailable' });
      return reply(200, BANKS[new URL(url, 'http://x').searchParams.get('country_code') ?? ''] ?? { items: [] });
    }
    return answer(call);
  };
  const client = createApiClient({ base: '', clientSecret: SECRET, trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const Body = () => (
    <MethodContext.Provider value={method}>
      <DirectDebitBody />
    </MethodContext.Provider>
  );
  const frame = renderInFrame(Body, { client, kind: 'dropin', options: { client_secret: SECRET } });
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const agree = () => fireEvent.click(screen.getByRole('checkbox'));
  const confirm = async () => {
    let outcome: unknown;
    await act(async () => {
      outcome = await frame.call('confirm', {}).catch((error: unknown) => ({ rejected: error }));
    });
    return outcome;
  };
  const confirms = () => calls.filter((call) => call.url.endsWith('/confirm'));
  return { ...frame, calls, confirms, field, type, agree, confirm };
}

describe('DirectDebitBody', () => {
  afterEach(() => {
    cleanup();
    forgetBankLists();
    vi.restoreAllMocks();
  });

  it('ACH by typed details: nothing is sent while a field is wrong; each field says what is wrong', async () => {
    const { confirm, confirms, type, field } = setup('ach_direct_debit');
    fireEvent.click(screen.getByRole('button', { name: 'Enter account details instead' }));
    type(/holder's name/i, 'Ada Lovelace');
    type(/email/i, 'ada@example');
    type(/routing number/i, '123456789');
    type(/account number/i, '12');
    expect(await confirm()).toEqual({
      rejected: expect.objectContaining({ code: 'validation_error', details: { fields: ['email', 'routing_number', 'account_number', 'mandate'] } }),
    });
    expect(confirms()).toHaveLength(0);
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(screen.getByText("This routing number doesn't exist. Check each digit.")).toBeTruthy();
    expect(screen.getByText('An account number has 4 to 17 digits.')).toBeTruthy();
    expect(screen.getByText('Tick the box to agree before you continue.')).toBeTruthy();
    expect(field(/routing number/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/routing number/i).getAttribute('aria-describedby')).toMatch(/-hint .*-error$/);
    expect(document.activeElement).toBe(field(/email/i));
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    // Nothing typed is lost.
    expect(field(/holder's name/i).value).toBe('Ada Lovelace');
  });

  it('ACH pays with the typed account: the routing number names its bank, the confirm carries the details and the holder', async () => {
    const { confirm, confirms, type, agree, events } = setup('ach_direct_debit');
    fireEvent.click(screen.getByRole('button', { name: 'Enter account details instead' }));
    type(/holder's name/i, ' Ada Lovelace ');
    type(/email/i, 'ada@example.com');
    type(/routing number/i, '021000021');
    await screen.findByText('Bank: JPMorgan Chase');
    type(/account number/i, '000123456789');
    agree();
    expect(await confirm()).toMatchObject({ id: 'int_1', status: 'SUCCEEDED' });
    expect(confirms()[0]?.body).toMatchObject({
      payment_method: {
        type: 'ach_direct_debit',
        ach_direct_debit: { routing_number: '021000021', account_number: '000123456789', owner_name: 'Ada Lovelace', owner_email: 'ada@example.com' },
      },
    });
    expect(events.some(([event]) => event === 'onSuccess')).toBe(true);
  });

  it('shows the mandate with the merchant from the client secret, and refuses to link until it is agreed; then links in a popup', async () => {
    const waiting = {
      ...PAID,
      status: 'REQUIRES_CUSTOMER_ACTION',
      currency: 'GBP',
      next_action: { type: 'redirect', method: 'GET', url: 'http://127.0.0.1:3100/simulator/truelayer?session=s1' },
    };
    const popup = { closed: false, close() {}, focus: vi.fn(), postMessage() {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { confirms, agree, events } = setup('bacs_direct_debit', { confirm: () => reply(200, waiting) });
    expect(screen.getByRole('heading', { name: 'Direct Debit instruction' })).toBeTruthy();
    expect(screen.getByText('Payee: Portico Demo Store')).toBeTruthy();
    expect(screen.getByText('The Direct Debit Guarantee')).toBeTruthy();
    const link = screen.getByRole('button', { name: 'Link your bank account' });
    fireEvent.click(link);
    expect(screen.getByText('Tick the box to agree before you continue.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I agree to this Direct Debit instruction' }));
    expect(confirms()).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    agree();
    expect(screen.queryByText('Tick the box to agree before you continue.')).toBeNull();
    await act(async () => {
      fireEvent.click(link);
    });
    // The popup opens in the click itself (runtime/payment/bank-link/), before the confirm is sent.
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirms()).toHaveLength(1));
    expect(confirms()[0]?.body).toMatchObject({ payment_method: { type: 'bacs_direct_debit', bacs_direct_debit: {} } });
    await screen.findByText(/Finish linking your account in the window that opened/);
    expect(events.some(([event]) => event === 'onRedirect')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show that window' }));
    expect(popup.focus).toHaveBeenCalled();
  });

  it("a blocked popup: the whole page goes, through the checkout's own waiting screen, with a link to go by hand", async () => {
    const waiting = {
      ...PAID,
      status: 'REQUIRES_CUSTOMER_ACTION',
      currency: 'GBP',
      next_action: { type: 'redirect', method: 'GET', url: 'http://127.0.0.1:3100/simulator/truelayer?session=s1' },
    };
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { agree, events } = setup('bacs_direct_debit', { confirm: () => reply(200, waiting) });
    agree();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link your bank account' }));
    });
    await waitFor(() => expect(events.some(([event]) => event === 'onRedirect')).toBe(true));
    const redirect = events.find(([event]) => event === 'onRedirect')?.[1] as { url: string };
    expect(new URL(redirect.url).hash.startsWith('#/frame/popup?')).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue to your bank' }).getAttribute('href')).toBe('http://127.0.0.1:3100/simulator/truelayer?session=s1');
  });

  it('Bacs: the sort code reads 12-34-56 as typed and the account must have 8 digits', async () => {
    const { confirm, confirms, type, field, agree } = setup('bacs_direct_debit');
    fireEvent.click(screen.getByRole('button', { name: 'Enter account details instead' }));
    expect(document.activeElement).toBe(field(/holder's name/i));
    type(/sort code/i, '20 00 00');
    expect(field(/sort code/i).value).toBe('20-00-00');
    await screen.findByText('Bank: Barclays');
    type(/holder's name/i, 'Ada');
    type(/email/i, 'ada@example.co.uk');
    type(/account number/i, '1234567');
    agree();
    expect(await confirm()).toMatchObject({ rejected: { details: { fields: ['account_number'] } } });
    expect(screen.getByText('An account number has 8 digits.')).toBeTruthy();
    type(/account number/i, '12345678');
    await confirm();
    expect(confirms()[0]?.body).toMatchObject({ payment_method: { bacs_direct_debit: { sort_code: '200000', account_number: '12345678' } } });
  });

  it('SEPA: the IBAN in groups of four, its country named, and each IBAN problem said', async () => {
    const { confirm, type, field, agree, confirms } = setup('sepa_direct_debit');
    fireEvent.click(screen.getByRole('button', { name: 'Enter account details instead' }));
    type(/holder's name/i, 'Ada');
    type(/email/i, 'ada@example.de');
    agree();
    const problems: Array<[string, string]> = [
      ['GB29NWBK60161331926819', "IBANs from United Kingdom can't be used here. Use an account in a SEPA country."],
      ['de8937040044053201300', 'An IBAN from Germany has 22 characters.'],
      ['DE89370400440532013001', "This IBAN isn't valid. Check it for a mistyped character."],
      ['1234', 'An IBAN starts with 2 letters for the country, then 2 digits.'],
    ];
    for (const [iban, message] of problems) {
      type(/^IBAN/, iban);
      expect(await confirm()).toMatchObject({ rejected: { details: { fields: ['iban'] } } });
      expect(screen.getByText(message)).toBeTruthy();
    }
    type(/^IBAN/, 'de89370400440532013000');
    expect(field(/^IBAN/).value).toBe('DE89 3704 0044 0532 0130 00');
    expect(screen.getByText('Account in Germany')).toBeTruthy();
    await confirm();
    expect(confirms()).toHaveLength(1);
    expect(confirms()[0]?.body).toMatchObject({
      payment_method: { type: 'sepa_direct_debit', sepa_direct_debit: { iban: 'DE89370400440532013000', owner_name: 'Ada' } },
    });
  });

  it('BECS: the form only (no link), the BSB names its bank by prefix, and an account ending 0002 is declined in words about the account', async () => {
    const declined = {
      code: 'issuer_declined',
      message: "This account doesn't have sufficient funds.",
      details: {},
      provider_original_response_code: 'R01',
      original_code: 'R01',
    };
    const { confirm, type, field, agree, events } = setup('becs_direct_debit', { confirm: () => reply(400, declined) });
    expect(screen.queryByRole('button', { name: /link your bank account/i })).toBeNull();
    type(/holder's name/i, 'Ada');
    type(/email/i, 'ada@example.com.au');
    type(/^BSB/, '062000');
    expect(field(/^BSB/).value).toBe('062-000');
    await screen.findByText('Bank: Commonwealth Bank');
    type(/account number/i, '12340002');
    agree();
    expect(await confirm()).toMatchObject({ rejected: { code: 'issuer_declined', original_code: 'R01' } });
    expect(screen.getByRole('alert').textContent).toBe(
      "Your bank declined the debit: the account doesn't have enough money. Use another account or another way to pay.",
    );
    expect(events.some(([event]) => event === 'onError')).toBe(true);
    expect(field(/account number/i).value).toBe('12340002');
  });

  it("a failed bank list never stops the form: no bank's name, the payment goes on", async () => {
    const { confirm, confirms, type, agree, calls } = setup('becs_direct_debit', { banks: 'fail' });
    type(/holder's name/i, 'Ada');
    type(/email/i, 'ada@example.com.au');
    type(/^BSB/, '062-000');
    await waitFor(() => expect(calls.some((call) => call.url.includes('direct_debit_banks'))).toBe(true));
    type(/account number/i, '123456');
    agree();
    await confirm();
    expect(confirms()).toHaveLength(1);
    expect(screen.queryByText(/^Bank:/)).toBeNull();
  });

  it('marks the field the provider refused, keeping its value', async () => {
    const refusal = {
      code: 'validation_error',
      message: 'bad',
      details: { field: 'payment_method.ach_direct_debit.routing_number', reason: 'check_digit_failed' },
    };
    const { confirm, type, field, agree } = setup('ach_direct_debit', { confirm: () => reply(400, refusal) });
    fireEvent.click(screen.getByRole('button', { name: 'Enter account details instead' }));
    type(/holder's name/i, 'Ada');
    type(/email/i, 'ada@example.com');
    type(/routing number/i, '110000000');
    type(/account number/i, '1234');
    agree();
    await confirm();
    await waitFor(() => expect(document.activeElement).toBe(field(/routing number/i)));
    expect(screen.getByText('Your bank details were not accepted. Check this field.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    type(/routing number/i, '021000021');
    expect(screen.queryByText('Your bank details were not accepted. Check this field.')).toBeNull();
  });

  it('clear empties the form and unticks the mandate', async () => {
    const { call, type, field, agree } = setup('becs_direct_debit');
    type(/holder's name/i, 'Ada');
    agree();
    await act(async () => {
      await call('update', { action: 'clear' });
    });
    expect(field(/holder's name/i).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
