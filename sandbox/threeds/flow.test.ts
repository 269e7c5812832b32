import { describe, expect, it } from 'vitest';
import { INTENTS, SECRET_KEY, createIntent, get, makeApp, post } from '../test-support/app';
import {
  CARDS_3DS,
  collectDeviceData,
  confirm3ds,
  confirmContinue,
  continueBody,
  formPost,
  readIntent,
  redirectForm,
  returnParams,
  submitChallenge,
  toChallenge,
  tokenOf,
} from '../test-support/threeds';
import type { Intent } from '../model/intent-types';

const RETURN_URL = 'https://shop.example/return?order=7';

describe('3DS challenge, step by step', () => {
  it('confirm → device data → continue → challenge → SUCCEEDED, then back to return_url', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { return_url: RETURN_URL });

    const waiting = await confirm3ds(app, intent, CARDS_3DS.challenge);
    expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(waiting.latest_payment_attempt).toMatchObject({ status: 'PENDING', payment_method: { card: { last4: '3220' } } });
    const token = tokenOf(waiting);
    expect(token).toMatch(/^tds_[A-Za-z0-9_-]{43}$/);
    expect(waiting.next_action).toEqual({
      type: 'redirect_form',
      method: 'POST',
      url: 'http://localhost/simulator/3ds/device-data',
      data: { session: token },
      stage: 'WAITING_DEVICE_DATA_COLLECTION',
    });

    // The hidden page: a self-submitting form that carries the session back.
    const page = await formPost(app, '/simulator/3ds/device-data', { session: token });
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('action="/simulator/3ds/device-data/complete"');
    expect(pageHtml).toContain(`name="session" value="${token}"`);
    expect(pageHtml).toMatch(/<script nonce="[^"]+">[\s\S]*form\.submit\(\)/);

    expect((await collectDeviceData(app, token)).status).toBe(200);
    expect((await readIntent(app, intent.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');

    const res = await confirmContinue(app, intent, continueBody('3ds_check_enrollment'));
    expect(res.status).toBe(200);
    const challenged = (await res.json()) as Intent;
    expect(challenged.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(challenged.next_action).toEqual({
      type: 'redirect_form',
      method: 'POST',
      url: `http://localhost/simulator/3ds/challenge?session=${token}`,
      data: { session: token },
      stage: 'WAITING_USER_INFO_INPUT',
    });

    const form = await get(app, `/simulator/3ds/challenge?session=${token}`);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('<label for="otp">One-time code</label>');
    expect(formHtml).toContain('value="submit">Submit</button>');
    expect(formHtml).toContain('value="cancel" id="cancel">Cancel</button>');

    const params = returnParams(await submitChallenge(app, token, 'submit'));
    expect(Object.fromEntries(params)).toEqual({ order: '7', intent_id: intent.id, status: 'SUCCEEDED' });

    const paid = await readIntent(app, intent.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', next_action: null, captured_amount: 10.5 });
    expect(paid.latest_payment_attempt).toMatchObject({ id: waiting.latest_payment_attempt?.id, status: 'SUCCEEDED' });

    // Continuing after the challenge answers the settled intent.
    const after = await confirmContinue(app, intent, continueBody('3ds_validate'));
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('the challenge page also opens from the next_action form post', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app);
    const action = redirectForm(challenged);
    const res = await formPost(app, new URL(action.url).pathname + new URL(action.url).search, action.data);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Verify your payment');
  });

  it('frictionless: device data, then continue succeeds with no challenge', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const waiting = await confirm3ds(app, intent, CARDS_3DS.frictionless);
    expect(redirectForm(waiting).stage).toBe('WAITING_DEVICE_DATA_COLLECTION');
    await collectDeviceData(app, tokenOf(waiting));
    const res = await confirmContinue(app, intent, continueBody('3ds_check_enrollment'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'SUCCEEDED', next_action: null, latest_payment_attempt: { status: 'SUCCEEDED' } });
  });

  it('with manual capture, a passed challenge authorises only (REQUIRES_CAPTURE)', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { capture_method: 'manual', return_url: RETURN_URL });
    expect(returnParams(await submitChallenge(app, tokenOf(challenged), 'submit')).get('status')).toBe('REQUIRES_CAPTURE');
    expect((await readIntent(app, challenged.id)).latest_payment_attempt?.status).toBe('AUTHORIZED');
  });

  it('challenge then issuer decline: FAILED attempt with code 05, the intent payable again', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challengeDecline, { return_url: RETURN_URL });
    expect(returnParams(await submitChallenge(app, tokenOf(challenged), 'submit')).get('status')).toBe('REQUIRES_PAYMENT_METHOD');
    const after = await readIntent(app, challenged.id);
    expect(after.status).toBe('REQUIRES_PAYMENT_METHOD');
    expect(after.latest_payment_attempt).toMatchObject({
      status: 'FAILED',
      failure_code: 'issuer_declined',
      provider_original_response_code: '05',
    });
  });

  it('Cancel on the challenge: CANCELLED attempt (3ds_cancelled), intent back to REQUIRES_PAYMENT_METHOD', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: RETURN_URL });
    const params = returnParams(await submitChallenge(app, tokenOf(challenged), 'cancel', ''));
    expect(params.get('status')).toBe('REQUIRES_PAYMENT_METHOD');
    const after = await readIntent(app, challenged.id);
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', next_action: null });
    expect(after.latest_payment_attempt).toMatchObject({ status: 'CANCELLED', failure_code: '3ds_cancelled' });
    expect(after.latest_payment_attempt).not.toHaveProperty('provider_original_response_code');
  });

  it('the shopper-cancels card presses Cancel by itself, and any answer cancels', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challengeCancel, { return_url: RETURN_URL });
    const page = await (await get(app, `/simulator/3ds/challenge?session=${tokenOf(challenged)}`)).text();
    expect(page).toContain("document.getElementById('cancel').click();");
    returnParams(await submitChallenge(app, tokenOf(challenged), 'submit'));
    expect((await readIntent(app, challenged.id)).latest_payment_attempt).toMatchObject({ status: 'CANCELLED', failure_code: '3ds_cancelled' });
  });

  it('a wrong code shows an error and lets the shopper retry', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: RETURN_URL });
    const token = tokenOf(challenged);
    const wrong = await submitChallenge(app, token, 'submit', '0000');
    expect(wrong.status).toBe(400);
    const text = await wrong.text();
    expect(text).toContain('role="alert"');
    expect(text).toContain('You have 2 tries left.');
    expect(text).toContain('aria-invalid="true"');
    const empty = await submitChallenge(app, token, 'submit', '  ');
    expect(await empty.text()).toContain('Enter the code we sent you.');
    expect(await (await submitChallenge(app, token, 'submit', '9')).text()).toContain('You have 1 try left.');
    expect(returnParams(await submitChallenge(app, token, 'submit')).get('status')).toBe('SUCCEEDED');
  });

  it('three wrong codes fail the attempt (3ds_failed)', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: RETURN_URL });
    const token = tokenOf(challenged);
    await submitChallenge(app, token, 'submit', '1');
    await submitChallenge(app, token, 'submit', '2');
    expect(returnParams(await submitChallenge(app, token, 'submit', '3')).get('status')).toBe('REQUIRES_PAYMENT_METHOD');
    const after = await readIntent(app, challenged.id);
    expect(after.latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: '3ds_failed' });
  });

  it('without a return_url the shopper sees a page to close, with the status', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app);
    const res = await submitChallenge(app, tokenOf(challenged), 'submit');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('You can close this window.');
    expect(text).toContain('<strong id="status">SUCCEEDED</strong>');
  });

  it('a second submit after the end sends the shopper to the same place, without a second payment', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: RETURN_URL });
    const token = tokenOf(challenged);
    returnParams(await submitChallenge(app, token, 'submit'));
    const first = (await readIntent(app, challenged.id)).latest_payment_attempt;
    expect(returnParams(await submitChallenge(app, token, 'cancel')).get('status')).toBe('SUCCEEDED');
    expect(returnParams(await get(app, `/simulator/3ds/challenge?session=${token}`)).get('status')).toBe('SUCCEEDED');
    expect((await readIntent(app, challenged.id)).latest_payment_attempt).toEqual(first);
  });

  it('after a failed challenge the same intent can be paid with another card', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: RETURN_URL });
    returnParams(await submitChallenge(app, tokenOf(challenged), 'cancel'));
    const body = {
      request_id: 'retry-1',
      payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2040', cvc: '123' } },
    };
    const res = await post(app, `${INTENTS}/${challenged.id}/confirm`, body, { 'x-api-key': SECRET_KEY });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'SUCCEEDED' });
  });
});
