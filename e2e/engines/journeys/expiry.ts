/**
 * A session that expires on the card page (issue 39): the demo merchant's page renews it
 * (examples/pages/demo.js, docs/guides/session-expiry.md). The test clock is the whole
 * sandbox's, so the journey runs on a pair of servers of its own: moving the suite's
 * would expire the secrets of every journey running beside it.
 */
import { expect } from '@playwright/test';
import { advanceClock, PAST_SECRET_EXPIRY_SECONDS, retrieveIntent, startClockedServers } from '../../support/sandbox-clock';
import { intentInAddress } from '../sandbox';
import { waitForEnabled, waitForText, type Place } from '../shopper';
import type { Journey } from './journey';

const card = (name: string): Place => ({ frames: ['#card-element iframe'], css: `input[name="${name}"]` });
const PAY: Place = { css: '#pay' };

export const sessionExpiry: Journey = {
  name: 'card: a session expired by the test clock says client_secret_expired, keeps the card, and pays once the page renewed it',
  run: async (shopper) => {
    const servers = await startClockedServers();
    try {
      await shopper.goto(`${servers.merchantUrl}/card-script.html`);
      await waitForEnabled(shopper, PAY);
      await shopper.fill(card('number'), '4111111111111111');
      await shopper.fill(card('expiry'), '1234');
      await shopper.fill(card('cvc'), '123');
      await advanceClock(servers, PAST_SECRET_EXPIRY_SECONDS);
      await shopper.click(PAY);
      // The merchant's handler heard it, renewed the secret and said so; the shopper's card is still there.
      await waitForText(shopper, { css: '#status' }, 'Your session was renewed. Press Pay again.');
      expect(JSON.parse((await shopper.text({ css: '#merchant-error' })) ?? 'null')).toMatchObject({ code: 'client_secret_expired', audience: 'merchant' });
      expect(await shopper.value(card('number'))).toBe('4111 1111 1111 1111');
      expect(await shopper.value(card('cvc'))).toBe('123');
      await shopper.click(PAY);
      await waitForText(shopper, { css: '#headline' }, 'Thank you, your payment succeeded');
      expect(await retrieveIntent(servers, await intentInAddress(shopper))).toMatchObject({ status: 'SUCCEEDED', captured_amount: 25 });
    } finally {
      await servers.close();
    }
  },
};
