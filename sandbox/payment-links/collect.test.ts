import { describe, expect, it } from 'vitest';
import { KEY, LINKS, createLink, fixedLink, flexibleLink, linkIntent, type LinkIntent } from '../test-support/payment-links';
import { INTENTS, confirmBody, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

const ALL = { billing_address: true, shipping_address: true, phone: true, reference: true, message: true };
const address = { country_code: 'GB', street: '1 High Street', city: 'London', postcode: 'N1 9GU' };
const answers = {
  billing_address: { name: 'Ada Lovelace', address },
  shipping_address: { name: 'Charles Babbage', address: { ...address, street: '2 Low Road' } },
  phone: '+44 20 7946 0958',
  reference: 'INV-2041',
  message: '  Ring twice  ',
};

describe('payment link collect (what the page asks the shopper for)', () => {
  it('is stored on create, shown in both views, and defaults to asking nothing', async () => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ collect: { phone: true, message: true } }));
    const asked = { billing_address: false, shipping_address: false, phone: true, reference: false, message: true };
    expect(link.collect).toEqual(asked);
    expect(((await (await get(app, `${LINKS}/${link.code}`)).json()) as { collect: unknown }).collect).toEqual(asked);
    const plain = await createLink(app);
    expect(plain.collect).toEqual({ billing_address: false, shipping_address: false, phone: false, reference: false, message: false });
  });

  it.each([
    [{ collect: 'all' }, 'collect', 'must_be_object'],
    [{ collect: { fax: true } }, 'collect.fax', 'unknown_item'],
    [{ collect: { phone: 'yes' } }, 'collect.phone', 'must_be_boolean'],
  ])('refuses collect %j', async (override, field, reason) => {
    const app = makeApp();
    const res = await post(app, `${LINKS}/create`, fixedLink(override), KEY);
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('create_intent stores the answers on the intent (phone without separators, texts trimmed) for the merchant', async () => {
    const app = makeApp();
    const link = await createLink(app, flexibleLink({ collect: ALL }));
    const li = await linkIntent(app, link.code, { amount: 20, currency: 'USD', collected: answers });
    const intent = (await (await get(app, `${INTENTS}/${li.intent_id}`, KEY)).json()) as Record<string, unknown>;
    expect(intent.payment_link_details).toEqual({ ...answers, phone: '+442079460958', message: 'Ring twice' });
  });

  it('leaves the message out when the shopper wrote none', async () => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ collect: { message: true } }));
    const li = await linkIntent(app, link.code, { collected: { message: '   ' } });
    const intent = (await (await get(app, `${INTENTS}/${li.intent_id}`, KEY)).json()) as Record<string, unknown>;
    expect(intent.payment_link_details).toEqual({});
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ ...answers, phone: undefined }, 'collected.phone', 'required'],
    [{ ...answers, phone: '12-34' }, 'collected.phone', 'invalid_phone'],
    [{ ...answers, phone: '+44 20 7946 0958 1234 5' }, 'collected.phone', 'invalid_phone'],
    [{ ...answers, reference: '  ' }, 'collected.reference', 'required'],
    [{ ...answers, reference: 'x'.repeat(101) }, 'collected.reference', 'too_long'],
    [{ ...answers, message: 'x'.repeat(501) }, 'collected.message', 'too_long'],
    [{ ...answers, billing_address: undefined }, 'collected.billing_address', 'required'],
    [{ ...answers, billing_address: { name: 'Ada', address: { ...address, city: '' } } }, 'collected.billing_address.address.city', 'invalid_length'],
    [{ ...answers, shipping_address: { name: '', address } }, 'collected.shipping_address.name', 'required'],
    [
      { ...answers, shipping_address: { name: 'Ada', address: { ...address, country_code: 'gb' } } },
      'collected.shipping_address.address.country_code',
      'invalid_country',
    ],
  ])('refuses collected %#, naming the field', async (collected, field, reason) => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ collect: ALL }));
    const res = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId(), collected });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('refuses answers the link did not ask for, and a collected that is not an object', async () => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ collect: { reference: true } }));
    const extra = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId(), collected: { reference: 'A1', phone: '+4420794609' } });
    expect((await expectError(extra, 400, 'validation_error')).details).toEqual({ field: 'collected.phone', reason: 'not_requested' });
    const wrong = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId(), collected: ['A1'] });
    expect((await expectError(wrong, 400, 'validation_error')).details).toEqual({ field: 'collected', reason: 'must_be_object' });
  });

  it('a second tab of a single-use link gets the same intent, carrying its own (latest) answers', async () => {
    const app = makeApp();
    const link = await createLink(app, fixedLink({ collect: { reference: true } }));
    const first = await linkIntent(app, link.code, { collected: { reference: 'first' } });
    const res = await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId(), collected: { reference: 'second' } });
    expect(res.status).toBe(200);
    const second = (await res.json()) as LinkIntent;
    expect(second.intent_id).toBe(first.intent_id);
    const intent = (await (await get(app, `${INTENTS}/${first.intent_id}`, KEY)).json()) as Record<string, unknown>;
    expect(intent.payment_link_details).toEqual({ reference: 'second' });
  });
});

describe('POST /api/v1/pa/payment_links/:code/deactivate', () => {
  it('makes the link INACTIVE (409 link_inactive on create_intent), idempotently, merchant key only', async () => {
    const app = makeApp();
    const link = await createLink(app);
    await expectError(await post(app, `${LINKS}/${link.code}/deactivate`, {}), 401, 'unauthorized');
    const res = await post(app, `${LINKS}/${link.code}/deactivate`, {}, KEY);
    expect(res.status).toBe(200);
    const view = (await res.json()) as { status: string; deactivated_at: string };
    expect(view).toMatchObject({ status: 'INACTIVE', deactivated_at: expect.any(String) });
    const again = (await (await post(app, `${LINKS}/${link.code}/deactivate`, {}, KEY)).json()) as { deactivated_at: string };
    expect(again.deactivated_at).toBe(view.deactivated_at);
    expect(((await (await get(app, `${LINKS}/${link.code}`)).json()) as { status: string }).status).toBe('INACTIVE');
    const err = await expectError(await post(app, `${LINKS}/${link.code}/create_intent`, { request_id: uniqueId() }), 409, 'link_inactive');
    expect(err.details).toEqual({ code: link.code, status: 'INACTIVE' });
    await expectError(await post(app, `${LINKS}/plk_AAAAAAAAAAAAAAAA/deactivate`, {}, KEY), 404, 'not_found');
  });

  it('a paid single-use link stays PAID when deactivated', async () => {
    const app = makeApp();
    const link = await createLink(app);
    const li = await linkIntent(app, link.code);
    const paid = await post(app, `${INTENTS}/${li.intent_id}/confirm`, confirmBody(), { 'client-secret': li.client_secret });
    expect(paid.status).toBe(200);
    const view = (await (await post(app, `${LINKS}/${link.code}/deactivate`, {}, KEY)).json()) as { status: string };
    expect(view.status).toBe('PAID');
  });
});

describe('GET /api/v1/pa/payment_links (merchant key)', () => {
  it('lists the merchant views, newest first, with statuses caught up', async () => {
    const app = makeApp();
    await expectError(await get(app, LINKS), 401, 'unauthorized');
    const first = await createLink(app);
    const second = await createLink(app, flexibleLink());
    await post(app, `${LINKS}/${first.code}/deactivate`, {}, KEY);
    const list = (await (await get(app, LINKS, KEY)).json()) as { items: Array<{ code: string; status: string; id: string }>; count: number };
    expect(list.count).toBe(2);
    expect(list.items.map((l) => [l.code, l.status])).toEqual([
      [second.code, 'UNPAID'],
      [first.code, 'INACTIVE'],
    ]);
    expect(list.items[0]).toHaveProperty('id');
  });
});
