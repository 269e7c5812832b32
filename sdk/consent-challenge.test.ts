// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeRequest, ThreeDsAnswer } from '../protocol';
import type { ChallengeSetup } from './three-ds/challenge';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

/** What the 3-D Secure module was asked to show, and with which secret; it ends every challenge as the bank's success. */
const shown: Array<{ request: ChallengeRequest; clientSecret: string }> = [];

vi.mock('./version', async (original) => {
  const fromSource = await (await import('./test-support/on-demand')).fromSource(original);
  const threeDs = {
    completeChallenge: (request: ChallengeRequest, setup: ChallengeSetup<ThreeDsAnswer>) => {
      shown.push({ request, clientSecret: setup.clientSecret });
      return setup.call('on3dsSuccess', {});
    },
  };
  return {
    ...fromSource,
    importLazyModule: <T>(origin: string, name: string) =>
      name === 'portico-3ds' ? Promise.resolve(threeDs as T) : fromSource.importLazyModule<T>(origin, name),
  };
});

const CUSTOMER = { mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer_secret_1' } as const;
const VERIFIED = { id: 'cst_1', status: 'VERIFIED', next_triggered_by: 'merchant', payment_method_id: 'mtd_1', next_action: null };

describe('verifyConsent() with a card whose bank asks for 3-D Secure at save', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="el"></div>';
    shown.length = 0;
  });

  it("shows the verification intent's challenge with the customer's secret, then resolves with the consent the frame answers", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('card', CUSTOMER).mount('#el');
    const ready = new Promise((resolve) => element.on('ready', resolve));
    const answers: Record<string, unknown> = { verifyConsent: { challenge: { intent_id: 'int_verify' } }, on3dsSuccess: VERIFIED };
    const frame = connect(element, '#el', undefined, true, (code) => answers[code]);
    await ready;
    await expect(element.verifyConsent({ challengeMode: 'popup' })).resolves.toEqual(VERIFIED);
    expect(shown).toEqual([{ request: { challenge: { intent_id: 'int_verify' } }, clientSecret: 'customer_secret_1' }]);
    expect(frame.calls.map((c) => c.path[0])).toEqual(['verifyConsent', 'on3dsSuccess']);
  });

  it('a consent verified at once shows no challenge', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('card', CUSTOMER).mount('#el');
    const ready = new Promise((resolve) => element.on('ready', resolve));
    connect(element, '#el', undefined, true, (code) => (code === 'verifyConsent' ? VERIFIED : undefined));
    await ready;
    await expect(element.verifyConsent()).resolves.toEqual(VERIFIED);
    expect(shown).toEqual([]);
  });
});
