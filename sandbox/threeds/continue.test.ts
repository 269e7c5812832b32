import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENTS, SECRET_KEY, confirm, confirmBody, createIntent, expectError, makeApp, post, uniqueId } from '../test-support/app';
import {
  CARDS_3DS,
  KEY,
  collectDeviceData,
  confirm3ds,
  confirmContinue,
  continueBody,
  get3dsPage,
  readIntent,
  submitChallenge,
  toChallenge,
  tokenOf,
} from '../test-support/threeds';
import type { Intent } from '../model/intent-types';

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/v1/pa/payment_intents/:id/confirm_continue — refusals', () => {
  it('answers 401 without or with a wrong credential, and accepts the merchant key', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    await confirm3ds(app, intent, CARDS_3DS.frictionless);
    const body = continueBody('3ds_check_enrollment');
    await expectError(await confirmContinue(app, intent, body, {}), 401, 'unauthorized');
    await expectError(await confirmContinue(app, intent, body, { 'client-secret': other.client_secret }), 401, 'unauthorized');
    await expectError(await confirmContinue(app, intent, body, { 'x-api-key': 'sk_wrong' }), 401, 'unauthorized');
    const err = await expectError(await confirmContinue(app, intent, body, KEY), 409, 'invalid_status_for_operation');
    expect(err.details.reason).toBe('device_data_pending');
  });

  it('answers 404 for an unknown intent', async () => {
    const res = await post(makeApp(), `${INTENTS}/int_nope/confirm_continue`, continueBody('3ds_validate'), KEY);
    expect((await expectError(res, 404, 'not_found')).details).toEqual({ intent_id: 'int_nope' });
  });

  const badBodies: Array<[string, unknown, string, string]> = [
    ['non-JSON', 'type=3ds', 'body', 'invalid_json'],
    ['an array', '[]', 'body', 'must_be_object'],
    ['a missing request_id', { type: '3ds_check_enrollment' }, 'request_id', 'required'],
    ['a missing type', { request_id: 'r1' }, 'type', 'required'],
    ['an unknown type', { request_id: 'r1', type: 'challenge' }, 'type', 'unsupported'],
    ['a numeric type', { request_id: 'r1', type: 3 }, 'type', 'unsupported'],
  ];

  it.each(badBodies)('answers 400 validation_error for %s', async (_name, body, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app);
    await confirm3ds(app, intent, CARDS_3DS.challenge);
    const err = await expectError(await confirmContinue(app, intent, body), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('answers 409 no_authentication when the latest attempt had no 3DS', async () => {
    const app = makeApp();
    const fresh = await createIntent(app);
    const err = await expectError(await confirmContinue(app, fresh, continueBody('3ds_validate')), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ intent_id: fresh.id, status: 'REQUIRES_PAYMENT_METHOD', reason: 'no_authentication' });
    const paid = await createIntent(app);
    expect((await confirm(app, paid, confirmBody())).status).toBe(200);
    await expectError(await confirmContinue(app, paid, continueBody('3ds_validate')), 409, 'invalid_status_for_operation');
  });

  it('answers 409 with the stage and the reason when the step does not fit', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const waiting = await confirm3ds(app, intent, CARDS_3DS.challenge);
    const early = await expectError(await confirmContinue(app, intent, continueBody('3ds_check_enrollment')), 409, 'invalid_status_for_operation');
    expect(early.details).toMatchObject({ stage: 'WAITING_DEVICE_DATA_COLLECTION', reason: 'device_data_pending' });
    await collectDeviceData(app, tokenOf(waiting));
    const wrong = await expectError(await confirmContinue(app, intent, continueBody('3ds_validate')), 409, 'invalid_status_for_operation');
    expect(wrong.details).toMatchObject({ reason: 'wrong_type', expected_type: '3ds_check_enrollment' });
    expect((await confirmContinue(app, intent, continueBody('3ds_check_enrollment'))).status).toBe(200);
    for (const type of ['3ds_check_enrollment', '3ds_validate']) {
      const pending = await expectError(await confirmContinue(app, intent, continueBody(type)), 409, 'invalid_status_for_operation');
      expect(pending.details).toMatchObject({ stage: 'WAITING_USER_INFO_INPUT', reason: 'challenge_pending' });
    }
  });
});

describe('confirm_continue — idempotency and settled intents', () => {
  it('replays the same request_id and body, and refuses a changed body with 422', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await collectDeviceData(app, tokenOf(await confirm3ds(app, intent, CARDS_3DS.challenge)));
    const body = continueBody('3ds_check_enrollment');
    const first = await confirmContinue(app, intent, body);
    const again = await confirmContinue(app, intent, { type: body.type, request_id: body.request_id });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    await expectError(await confirmContinue(app, intent, { ...body, type: '3ds_validate' }), 422, 'idempotency_key_reused');
  });

  it('answers the settled intent, unchanged, for either type once the challenge is over', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challengeDecline);
    await submitChallenge(app, tokenOf(challenged), 'submit');
    const settled = await readIntent(app, challenged.id);
    for (const type of ['3ds_validate', '3ds_check_enrollment']) {
      const res = await confirmContinue(app, challenged, continueBody(type));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...settled, client_secret: challenged.client_secret });
    }
  });

  it('answers the cancelled intent after a merchant cancel in the middle of 3DS', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await confirm3ds(app, intent, CARDS_3DS.challenge);
    expect((await post(app, `${INTENTS}/${intent.id}/cancel`, { request_id: uniqueId() }, KEY)).status).toBe(200);
    const res = await confirmContinue(app, intent, continueBody('3ds_validate'));
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', latest_payment_attempt: { status: 'CANCELLED' } });
  });
});

describe('3DS sessions expire after 15 minutes', () => {
  it('confirm_continue on an expired session fails the attempt (3ds_expired)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = makeApp();
    const intent = await createIntent(app);
    const waiting = await confirm3ds(app, intent, CARDS_3DS.frictionless);
    await collectDeviceData(app, tokenOf(waiting));
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1);
    const res = await confirmContinue(app, intent, continueBody('3ds_check_enrollment'));
    expect(res.status).toBe(200);
    const after = (await res.json()) as Intent;
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', next_action: null });
    expect(after.latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: '3ds_expired' });
  });

  it('an expired challenge page says so (410) and the submit settles the attempt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = makeApp();
    const challenged = await toChallenge(app);
    const token = tokenOf(challenged);
    vi.setSystemTime(Date.now() + 14 * 60 * 1000);
    expect((await get3dsPage(app, token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const page = await get3dsPage(app, token);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Verification expired');
    expect((await readIntent(app, challenged.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect((await submitChallenge(app, token, 'submit')).status).toBe(410);
    expect((await readIntent(app, challenged.id)).latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: '3ds_expired' });
  });
});

describe('confirm_continue — random bodies never crash', () => {
  it('answers 4xx or 200, never 500', async () => {
    const app = makeApp();
    const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('3ds_check_enrollment', '3ds_validate', ''), fc.string());
    const bodies = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.record({ request_id: loose, type: loose }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
    );
    const intent = await createIntent(app);
    await collectDeviceData(app, tokenOf(await confirm3ds(app, intent, CARDS_3DS.challenge)));
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await confirmContinue(app, intent, body, { 'x-api-key': SECRET_KEY });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 200 },
    );
  });
});

describe('confirm_continue — three_ds_comp_ind (device data that never came back)', () => {
  it('goes on without device data when the caller says the method did not complete (N or U)', async () => {
    for (const indicator of ['N', 'U']) {
      const app = makeApp();
      const intent = await createIntent(app);
      await confirm3ds(app, intent, CARDS_3DS.frictionless);
      const res = await confirmContinue(app, intent, { ...continueBody('3ds_check_enrollment'), three_ds_comp_ind: indicator });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Intent).status).toBe('SUCCEEDED');
    }
  });

  it('still waits for device data with Y, and refuses any other value', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await confirm3ds(app, intent, CARDS_3DS.challenge);
    const waiting = await expectError(
      await confirmContinue(app, intent, { ...continueBody('3ds_check_enrollment'), three_ds_comp_ind: 'Y' }),
      409,
      'invalid_status_for_operation',
    );
    expect(waiting.details.reason).toBe('device_data_pending');
    const bad = await expectError(
      await confirmContinue(app, intent, { ...continueBody('3ds_check_enrollment'), three_ds_comp_ind: 'yes' }),
      400,
      'validation_error',
    );
    expect(bad.details).toEqual({ field: 'three_ds_comp_ind', reason: 'unsupported' });
  });
});
