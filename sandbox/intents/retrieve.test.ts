import { describe, expect, it } from 'vitest';
import { deriveSigningKey, issueClientSecret } from '../core/client-secret';
import { INTENTS, SECRET_KEY, createIntent, decodeClaims, expectError, get, makeApp } from '../test-support/app';

describe('GET /api/v1/pa/payment_intents/:id', () => {
  it('answers the intent to the browser holding its client secret', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(intent);
  });

  it('answers the intent to the merchant key, with a freshly issued client secret', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await get(app, `${INTENTS}/${intent.id}`, { 'x-api-key': SECRET_KEY });
    expect(res.status).toBe(200);
    const body = (await res.json()) as typeof intent;
    expect({ ...body, client_secret: '' }).toEqual({ ...intent, client_secret: '' });
    expect(decodeClaims(body.client_secret).intent_id).toBe(intent.id);
  });

  it('answers 401 without credentials', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await get(app, `${INTENTS}/${intent.id}`), 401, 'unauthorized');
    expect(err.details).toEqual({ reason: 'missing_client_secret' });
  });

  it('answers 401 to a wrong merchant key even with a good client secret', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await get(app, `${INTENTS}/${intent.id}`, { 'x-api-key': 'nope', 'client-secret': intent.client_secret });
    await expectError(res, 401, 'unauthorized');
  });

  it('answers 401 to a garbage, tampered, foreign, expired or other-intent client secret', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    const [h, p, s] = intent.client_secret.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...decodeClaims(intent.client_secret), exp: 9_999_999_999 })).toString('base64url');
    const past = Date.now() - 2 * 3600 * 1000;
    const cases: Array<[string, string]> = [
      ['garbage', 'not-a-token'],
      ['tampered claims', `${h}.${forged}.${s}`],
      ['no signature', `${h}.${p}.`],
      ['alg none', `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`],
      ['another key', issueClientSecret(deriveSigningKey('sk_other'), intent.id, Date.now())],
      ['expired', issueClientSecret(deriveSigningKey(SECRET_KEY), intent.id, past)],
      ['other intent', other.client_secret],
    ];
    for (const [name, token] of cases) {
      const res = await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': token });
      const err = await expectError(res, 401, 'unauthorized');
      expect(err.details.reason, name).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown intent', async () => {
    const app = makeApp();
    const err = await expectError(await get(app, `${INTENTS}/int_missing`, { 'x-api-key': SECRET_KEY }), 404, 'not_found');
    expect(err.details).toEqual({ intent_id: 'int_missing' });
    const token = issueClientSecret(deriveSigningKey(SECRET_KEY), 'int_missing', Date.now());
    await expectError(await get(app, `${INTENTS}/int_missing`, { 'client-secret': token }), 404, 'not_found');
  });
});

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const res = await get(makeApp(), '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
