import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_TRANSITIONS, type Consent, type ConsentStatus } from './types';
import {
  ACH,
  CONSENTS,
  MERCHANT,
  METHODS,
  SHOPPER_VERIFY,
  asCustomer,
  cardMethod,
  createConsent,
  createCustomer,
  customerSecret,
  getConsent,
  listMethods,
  pendingDebitConsent,
  verifiedConsent,
  verify,
  verifyContinue,
  microDeposits,
} from '../test-support/customers';
import { expectError, makeApp, post, uniqueId } from '../test-support/app';

const disable = (app: ReturnType<typeof makeApp>, id: string, headers: Record<string, string> = MERCHANT, requestId = uniqueId()) =>
  post(app, `${CONSENTS}/${id}/disable`, { request_id: requestId }, headers);

describe('POST /api/v1/pa/payment_consents/:id/disable', () => {
  it.each([
    ['PENDING_VERIFICATION', createConsent],
    ['VERIFIED', verifiedConsent],
    ['PENDING_VERIFICATION with micro-deposits', pendingDebitConsent],
  ] as const)('moves %s to DISABLED', async (_from, make) => {
    const app = makeApp();
    const consent = await make(app, (await createCustomer(app)).id);
    const res = await disable(app, consent.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: consent.id, status: 'DISABLED', disabled_reason: 'disabled_by_request', next_action: null });
    expect((await getConsent(app, consent.id)).status).toBe('DISABLED');
  });

  it('answers 409 when already DISABLED, but replays its own request_id', async () => {
    const app = makeApp();
    const consent = await createConsent(app, (await createCustomer(app)).id);
    const requestId = uniqueId();
    const first = await disable(app, consent.id, MERCHANT, requestId);
    const again = await disable(app, consent.id, MERCHANT, requestId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const err = await expectError(await disable(app, consent.id), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ consent_id: consent.id, status: 'DISABLED' });
    const changed = await post(app, `${CONSENTS}/${consent.id}/disable`, { request_id: requestId, reason: 'x' }, MERCHANT);
    await expectError(changed, 422, 'idempotency_key_reused');
  });

  it('keeps the saved method: disabling a consent is not removing the card', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await verifiedConsent(app, customer.id);
    await disable(app, consent.id);
    expect((await listMethods(app, customer.id)).map((m) => m.status)).toEqual(['ACTIVE']);
  });

  it('accepts the owning customer’s secret; 401 for another’s or none; 404 unknown; 400 without request_id', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id);
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await disable(app, consent.id, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await disable(app, consent.id, {}), 401, 'unauthorized');
    await expectError(await disable(app, 'cst_nope'), 404, 'not_found');
    const err = await expectError(await post(app, `${CONSENTS}/${consent.id}/disable`, {}, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'request_id', reason: 'required' });
    expect((await disable(app, consent.id, asCustomer(await customerSecret(app, customer.id)))).status).toBe(200);
  });
});

/**
 * A model of the state machine: random operation sequences against one consent,
 * each answer compared with what the model allows. Statuses only ever move along
 * CONSENT_TRANSITIONS.
 */
type Op = 'card_ok' | 'card_decline' | 'debit' | 'deposits_right' | 'deposits_wrong' | 'shopper_verify' | 'disable';

interface Model {
  status: ConsentStatus;
  depositsPending: boolean;
  attempts: number;
}

function expected(model: Model, op: Op): { status: number; next: Model } {
  const pending = model.status === 'PENDING_VERIFICATION';
  const same = { status: 409, next: model };
  switch (op) {
    case 'card_ok':
      return pending ? { status: 200, next: { status: 'VERIFIED', depositsPending: false, attempts: 0 } } : same;
    case 'card_decline':
      return pending ? { status: 400, next: { ...model, depositsPending: false } } : same;
    case 'debit':
      return pending ? { status: 200, next: { status: 'PENDING_VERIFICATION', depositsPending: true, attempts: 3 } } : same;
    case 'deposits_right':
    case 'shopper_verify':
      return model.depositsPending ? { status: 200, next: { status: 'VERIFIED', depositsPending: false, attempts: 0 } } : same;
    case 'deposits_wrong': {
      if (!model.depositsPending) return same;
      const attempts = model.attempts - 1;
      return { status: 400, next: attempts > 0 ? { ...model, attempts } : { status: 'DISABLED', depositsPending: false, attempts: 0 } };
    }
    case 'disable':
      return model.status === 'DISABLED' ? same : { status: 200, next: { status: 'DISABLED', depositsPending: false, attempts: 0 } };
  }
}

async function run(app: ReturnType<typeof makeApp>, id: string, op: Op): Promise<Response> {
  switch (op) {
    case 'card_ok':
      return verify(app, id, cardMethod());
    case 'card_decline':
      return verify(app, id, cardMethod({ number: '4000000000000002' }));
    case 'debit':
      return verify(app, id, ACH);
    case 'deposits_right':
      return verifyContinue(app, id, [0.45, 0.32]);
    case 'deposits_wrong':
      return verifyContinue(app, id, [0.11, 0.22]);
    case 'shopper_verify':
      return post(app, SHOPPER_VERIFY, { consent_id: id }, MERCHANT);
    case 'disable':
      return disable(app, id);
  }
}

describe('consent state machine (fast-check model)', () => {
  it('every operation sequence follows the model; statuses move only along allowed transitions', async () => {
    const ops: Op[] = ['card_ok', 'card_decline', 'debit', 'deposits_right', 'deposits_wrong', 'shopper_verify', 'disable'];
    const app = makeApp();
    const customer = await createCustomer(app);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...ops), { maxLength: 8 }), async (sequence) => {
        const consent = await createConsent(app, customer.id);
        let model: Model = { status: 'PENDING_VERIFICATION', depositsPending: false, attempts: 0 };
        for (const op of sequence) {
          const want = expected(model, op);
          const res = await run(app, consent.id, op);
          expect(res.status, `${op} from ${JSON.stringify(model)}`).toBe(want.status);
          await res.arrayBuffer();
          const after = await getConsent(app, consent.id);
          if (after.status !== model.status) expect(CONSENT_TRANSITIONS[model.status]).toContain(after.status);
          expect(after.status).toBe(want.next.status);
          expect(microDeposits(after)?.attempts_remaining ?? 0).toBe(want.next.depositsPending ? want.next.attempts : 0);
          model = want.next;
        }
      }),
      { numRuns: 120 },
    );
  });

  it('the transition table is the documented one', () => {
    expect(CONSENT_TRANSITIONS).toEqual({
      PENDING_VERIFICATION: ['VERIFIED', 'DISABLED'],
      VERIFIED: ['DISABLED'],
      DISABLED: [],
    });
  });

  it('a saved method’s disable also disables the consents that use it', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = (await verifiedConsent(app, customer.id)) as Consent;
    const methodId = consent.payment_method?.id ?? '';
    expect((await post(app, `${METHODS}/${methodId}/disable`, { request_id: uniqueId() }, MERCHANT)).status).toBe(200);
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'DISABLED', disabled_reason: 'payment_method_disabled' });
  });
});
