import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCustomer, customerSecret } from '../test-support/customers';
import { createIntent, expectError, get, makeApp, post } from '../test-support/app';
import { HANDOFF_ID, HANDOFF_TTL_MS } from './handoffs';

interface Minted {
  handoff: string;
  expires_at: string;
}
interface Redeemed extends Minted {
  client_secret: string;
}

const mint = async (app: ReturnType<typeof makeApp>, secret: string): Promise<Minted> => {
  const answer = await post(app, '/api/v1/checkout/handoffs', {}, { 'client-secret': secret });
  expect(answer.status).toBe(201);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return (await answer.json()) as Minted;
};
const redeem = (app: ReturnType<typeof makeApp>, handoff: unknown) => post(app, '/api/v1/checkout/handoffs/redeem', { handoff });

afterEach(() => vi.useRealTimers());

describe('hand-offs', () => {
  it('stand for an intent secret once: the redemption answers the secret and a fresh hand-off, and the first is spent', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const first = await mint(app, intent.client_secret);
    expect(first.handoff).toMatch(HANDOFF_ID);
    expect(first.handoff).not.toContain(intent.client_secret.slice(0, 12));

    const redeemed = (await (await redeem(app, first.handoff)).json()) as Redeemed;
    expect(redeemed.client_secret).toBe(intent.client_secret);
    expect(redeemed.handoff).toMatch(HANDOFF_ID);
    expect(redeemed.handoff).not.toBe(first.handoff);
    // The secret it answered opens the intent.
    expect((await get(app, `/api/v1/pa/payment_intents/${intent.id}`, { 'client-secret': redeemed.client_secret })).status).toBe(200);

    await expectError(await redeem(app, first.handoff), 404, 'not_found');
    // The fresh one works once too (a reload of the page that redeemed the first).
    expect(((await (await redeem(app, redeemed.handoff)).json()) as Redeemed).client_secret).toBe(intent.client_secret);
    await expectError(await redeem(app, redeemed.handoff), 404, 'not_found');
  });

  it('stand for a customer secret as well', async () => {
    const app = makeApp();
    const secret = await customerSecret(app, (await createCustomer(app)).id);
    const { handoff } = await mint(app, secret);
    expect(((await (await redeem(app, handoff)).json()) as Redeemed).client_secret).toBe(secret);
  });

  it('two redemptions racing for one hand-off get one secret between them', async () => {
    const app = makeApp();
    const { handoff } = await mint(app, (await createIntent(app)).client_secret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(app, handoff)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  it('expire unredeemed after their time', async () => {
    const app = makeApp();
    const { handoff, expires_at } = await mint(app, (await createIntent(app)).client_secret);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(HANDOFF_TTL_MS - 60_000);
    vi.useFakeTimers({ now: Date.parse(expires_at) + 1, toFake: ['Date'] });
    await expectError(await redeem(app, handoff), 404, 'not_found');
  });

  it('are minted only for a valid client secret, and redeemed only by their exact id', async () => {
    const app = makeApp();
    await expectError(await post(app, '/api/v1/checkout/handoffs', {}), 401, 'unauthorized');
    await expectError(await post(app, '/api/v1/checkout/handoffs', {}, { 'client-secret': 'not-a-token' }), 401, 'unauthorized');
    for (const bad of [undefined, 42, '', 'hof_short', `hof_${'a'.repeat(31)}!`, 'eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      expect((await expectError(await redeem(app, bad), 400, 'validation_error')).details).toMatchObject({ field: 'handoff' });
    }
    await expectError(await redeem(app, `hof_${'A'.repeat(32)}`), 404, 'not_found');
  });
});
