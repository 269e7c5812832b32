import { describe, expect, it } from 'vitest';
import type { DashboardConsentDetail, DashboardCustomerDetail, DashboardCustomerPage } from '../../protocol/dashboard-api';
import { confirm, createIntent, makeApp, SECRET_KEY, uniqueId } from '../test-support/app';
import { cardMethod, createConsent, createCustomer, MERCHANT, verify } from '../test-support/customers';
import { dashGet, signedPost, signIn } from './testing';

const VARIABLE_20 = {
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'unscheduled',
  terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: 'USD' },
};

describe('dashboard customers', () => {
  it("shows a customer's saved card and consent with its terms and the charges made under it, then disables the consent", async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const customer = await createCustomer(app, { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
    const consent = await createConsent(app, customer.id, VARIABLE_20);
    expect((await verify(app, consent.id, cardMethod())).status).toBe(200);
    const intent = await createIntent(app, { customer_id: customer.id, amount: 12.5 });
    const charged = await confirm(app, intent, { request_id: uniqueId('mit'), payment_consent_id: consent.id, triggered_by: 'merchant' }, MERCHANT);
    expect(charged.status).toBe(200);

    const list = (await (await dashGet(app, '/customers', signed)).json()) as DashboardCustomerPage;
    expect(list.items).toEqual([
      expect.objectContaining({ id: customer.id, email: 'ada@example.com', name: 'Ada Lovelace', method_count: 1, consent_count: 1 }),
    ]);

    const detail = (await (await dashGet(app, `/customers/${customer.id}`, signed)).json()) as DashboardCustomerDetail;
    expect(detail.methods).toEqual([
      expect.objectContaining({ type: 'card', status: 'ACTIVE', summary: expect.stringMatching(/•••• \d{4}, expires/) as unknown }),
    ]);
    const shown = detail.consents[0];
    expect(shown).toMatchObject({ id: consent.id, status: 'VERIFIED', next_triggered_by: 'merchant', charge_count: 1 });
    expect(shown?.terms_of_use).toMatchObject({ payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: 'USD' });
    expect(shown?.charges.map((row) => [row.id, row.amount, row.status])).toEqual([[intent.id, 12.5, 'SUCCEEDED']]);
    expect(shown?.payment_method?.summary).toBe(detail.methods[0]?.summary);

    const own = (await (await dashGet(app, `/consents/${consent.id}`, signed)).json()) as DashboardConsentDetail;
    expect(own).toEqual({ consent: shown, customer: { id: customer.id, name: 'Ada Lovelace' } });
    expect((await dashGet(app, '/consents/cst_nope', signed)).status).toBe(404);

    const disabled = await signedPost(app, `/consents/${consent.id}/disable`, signed);
    expect(await disabled.json()).toMatchObject({ status: 'DISABLED', disabled_reason: 'disabled_by_request' });
    expect((await signedPost(app, `/consents/${consent.id}/disable`, signed)).status).toBe(409);
    expect((await dashGet(app, '/customers/cus_nope', signed)).status).toBe(404);
  });

  it('pages customers newest first by cursor and refuses an unknown cursor', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await createCustomer(app)).id);
    const first = (await (await dashGet(app, '/customers?limit=2', signed)).json()) as DashboardCustomerPage;
    const second = (await (await dashGet(app, `/customers?limit=2&cursor=${first.next_cursor ?? ''}`, signed)).json()) as DashboardCustomerPage;
    expect([...first.items, ...second.items].map((c) => c.id).sort()).toEqual([...made].sort());
    expect(first.total).toBe(3);
    expect(second.next_cursor).toBeNull();
    expect((await dashGet(app, '/customers?cursor=cus_unknown', signed)).status).toBe(400);
  });
});
