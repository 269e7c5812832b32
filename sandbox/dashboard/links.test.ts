import { describe, expect, it } from 'vitest';
import { confirmBody, makeApp, post, SECRET_KEY } from '../test-support/app';
import { dashGet, signedPost, signIn } from './testing';

interface LinkView {
  readonly code: string;
  readonly url: string;
  readonly title: string;
  readonly amount: number;
  readonly currency: string;
  readonly reusable: boolean;
  readonly payments: ReadonlyArray<{ readonly intent_id: string; readonly amount: number }>;
}

describe('dashboard payment links', () => {
  it("creates a fixed link, reads it by code with the payments made on it, and passes on the API's refusals", async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const made = await signedPost(app, '/links', signed, { title: 'Green mug', amount: 14, currency: 'EUR', reusable: true, request_id: 'mine' });
    expect(made.status).toBe(201);
    const link = (await made.json()) as LinkView;
    expect(link).toMatchObject({ title: 'Green mug', amount: 14, currency: 'EUR', reusable: true });
    expect(link.url).toContain(link.code);

    const opened = await post(app, `/api/v1/pa/payment_links/${link.code}/create_intent`, { request_id: 'shopper_1', amount: 14, currency: 'EUR' });
    const intent = (await opened.json()) as { intent_id: string; client_secret: string };
    const paid = await post(app, `/api/v1/pa/payment_intents/${intent.intent_id}/confirm`, confirmBody(), { 'client-secret': intent.client_secret });
    expect(paid.status).toBe(200);

    const read = (await (await dashGet(app, `/links/${link.code}`, signed)).json()) as LinkView;
    expect(read.payments).toEqual([expect.objectContaining({ intent_id: intent.intent_id, amount: 14 })]);

    const refused = await signedPost(app, '/links', signed, { title: '', amount: 14, currency: 'EUR' });
    expect(refused.status).toBe(400);
    expect((await dashGet(app, '/links/plk_0000000000000000', signed)).status).toBe(404);
  });
});
