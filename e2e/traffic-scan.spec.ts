/**
 * The suite-wide leak scan (support/traffic-scan.ts) finds what it is there to find, so
 * its "0 found" at the end of a run means something.
 */
import { expect, test } from '@playwright/test';
import { emptyTally, leaksIn, scan } from './support/traffic-scan';

const SECRET = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpbnRlbnRfaWQiOiJpbnRfMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

test('finds a card number in any shape and a client secret, and nothing in ordinary traffic', () => {
  expect(leaksIn('https://x.test/log?pan=4111111111111111')).toEqual(['card number']);
  expect(leaksIn('{"note":"4111 1111 1111 1111"}')).toEqual(['card number']);
  expect(leaksIn(`[portico] options ${SECRET}`)).toEqual(['secret']);
  expect(leaksIn('https://127.0.0.1:3100/api/v1/pa/payment_intents/int_0ed4b65acc48269f1591949d/confirm')).toEqual([]);
  expect(leaksIn('{"name":"mount_to_ready","value":1795767133123,"amount":1999}')).toEqual([]);
  const tally = emptyTally();
  scan(tally, 'beacon', 'https://x.test/api/v1/checkout/logs', `{"data":"${SECRET}"}`);
  expect(tally).toEqual({ scanned: { url: 0, beacon: 1, console: 0 }, findings: ['secret in a beacon: https://x.test/api/v1/checkout/logs'] });
});
