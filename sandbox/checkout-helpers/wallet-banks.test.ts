import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_BANKS } from './banks';
import { verifyMerchantSession } from './wallet';
import { SECRET_KEY, createIntent, expectError, get, makeApp, post } from '../test-support/app';

const WALLET = '/pa/wallet_verification';
const BANKS = '/pa/direct_debit_banks';
const KEY = { 'x-api-key': SECRET_KEY };
const VALID = { validation_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession', initiative_context: 'shop.example.com' };

describe('POST /pa/wallet_verification', () => {
  it('answers a signed opaque merchant session for a test-host validation URL', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await post(app, WALLET, VALID, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(200);
    const session = (await res.json()) as Record<string, unknown>;
    expect(session).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      domainName: 'shop.example.com',
      displayName: 'Portico Demo Store',
      signature: expect.any(String),
      sandbox: true,
    });
    expect((session.expiresAt as number) - (session.epochTimestamp as number)).toBe(300_000);
    expect(verifyMerchantSession(SECRET_KEY, session)).toBe(true);
    expect(verifyMerchantSession(SECRET_KEY, { ...session, domainName: 'evil.example' })).toBe(false);
    expect(verifyMerchantSession('sk_other', session)).toBe(false);
  });

  it('accepts the merchant key and the second documented host; 401 without credentials', async () => {
    const app = makeApp();
    const other = { ...VALID, validation_url: 'https://wallet-validation.portico.test/session' };
    expect((await post(app, WALLET, other, KEY)).status).toBe(200);
    await expectError(await post(app, WALLET, VALID), 401, 'unauthorized');
  });

  it("takes no credentials from the checkout's own pages (an express checkout), for their own domain only", async () => {
    const app = makeApp();
    // app.request() answers as http://localhost: the checkout origin of these requests.
    const own = { ...VALID, initiative_context: 'localhost' };
    const res = await post(app, WALLET, own, { origin: 'http://localhost' });
    expect(res.status).toBe(200);
    const session = (await res.json()) as Record<string, unknown>;
    expect(session.domainName).toBe('localhost');
    expect(verifyMerchantSession(SECRET_KEY, session)).toBe(true);
    // Another page's browser, or no Origin (a script): credentials are required.
    await expectError(await post(app, WALLET, own, { origin: 'http://shop.example' }), 401, 'unauthorized');
    await expectError(await post(app, WALLET, own), 401, 'unauthorized');
    // The checkout's page asking for someone else's domain.
    const elsewhere = await expectError(await post(app, WALLET, VALID, { origin: 'http://localhost' }), 400, 'validation_error');
    expect(elsewhere.details).toEqual({ field: 'initiative_context', reason: 'not_caller_domain' });
    // A wrong client secret is refused, never treated as "no credentials".
    await expectError(await post(app, WALLET, own, { origin: 'http://localhost', 'client-secret': 'nope' }), 401, 'unauthorized');
  });

  it.each([
    [{ ...VALID, validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }, 'validation_url', 'host_not_allowed'],
    [{ ...VALID, validation_url: 'https://169.254.169.254/latest/meta-data' }, 'validation_url', 'host_not_allowed'],
    [{ ...VALID, validation_url: 'http://apple-pay-gateway-cert.apple.com/x' }, 'validation_url', 'invalid_url'],
    [{ ...VALID, validation_url: 'https://apple-pay-gateway-cert.apple.com:8443/x' }, 'validation_url', 'invalid_url'],
    [{ ...VALID, validation_url: 'https://u:p@apple-pay-gateway-cert.apple.com/x' }, 'validation_url', 'invalid_url'],
    [{ ...VALID, validation_url: 'not a url' }, 'validation_url', 'invalid_url'],
    [{ initiative_context: 'a.example' }, 'validation_url', 'required'],
    [{ ...VALID, initiative_context: undefined }, 'initiative_context', 'required'],
    [{ ...VALID, initiative_context: 'https://shop.example.com/' }, 'initiative_context', 'invalid_domain'],
  ])('refuses %j', async (body, field, reason) => {
    const app = makeApp();
    expect((await expectError(await post(app, WALLET, body, KEY), 400, 'validation_error')).details).toEqual({ field, reason });
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const app = makeApp();
    const res = await post(app, WALLET, { ...VALID, pad: 'x'.repeat(70_000) }, KEY);
    await expectError(res, 413, 'request_too_large');
  });

  it('never answers 500 to random bodies (property)', async () => {
    const app = makeApp();
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.webUrl(), fc.domain(), fc.constant(VALID.validation_url));
    const body = fc.record({ validation_url: loose, initiative_context: loose }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (text) => {
          const res = await post(app, WALLET, text, KEY);
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('GET /pa/direct_debit_banks', () => {
  it('lists the banks of a country, test bank first, either case', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await get(app, `${BANKS}?country_code=gb`, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { country_code: string; scheme: string; items: Array<{ bank_code: string; name: string }> };
    expect(body).toMatchObject({ country_code: 'GB', scheme: 'bacs' });
    expect(body.items[0]).toEqual({ bank_code: '108800', name: 'Portico Test Bank' });
    expect(body.items).toEqual(DIRECT_DEBIT_BANKS.GB?.banks);
  });

  it('answers an empty list for a country without direct debit here', async () => {
    const app = makeApp();
    expect(await (await get(app, `${BANKS}?country_code=JP`, KEY)).json()).toEqual({ country_code: 'JP', scheme: null, items: [] });
  });

  it('answers 401 without credentials and 400 for a missing or bad country_code', async () => {
    const app = makeApp();
    await expectError(await get(app, `${BANKS}?country_code=GB`), 401, 'unauthorized');
    expect((await expectError(await get(app, BANKS, KEY), 400, 'validation_error')).details).toEqual({ field: 'country_code', reason: 'required' });
    const bad = await get(app, `${BANKS}?country_code=GBR`, KEY);
    expect((await expectError(bad, 400, 'validation_error')).details).toEqual({ field: 'country_code', reason: 'invalid_country' });
    const proto = await get(app, `${BANKS}?country_code=__`, KEY);
    expect((await expectError(proto, 400, 'validation_error')).details.reason).toBe('invalid_country');
  });

  it('has a test bank first in every country', () => {
    for (const [country, { banks }] of Object.entries(DIRECT_DEBIT_BANKS)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(banks[0]?.name).toBe('Portico Test Bank');
    }
  });
});
