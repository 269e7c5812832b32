/** The journeys a phone must pass, in Chromium's mobile emulation, tapping (drivers/chromium.ts, PHONE). */
import { journeyTest, test } from './engine-test';
import { cardPay } from './journeys/cards';
import { dropinSwitch, hostedPage, threeDsChallenge } from './journeys/flows';

test.describe.configure({ mode: 'parallel' });
for (const journey of [cardPay, dropinSwitch, threeDsChallenge, hostedPage]) journeyTest(journey);
