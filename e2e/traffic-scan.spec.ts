/**
 * The suite-wide leak scan (support/traffic-scan.ts) finds what it is there to find, so
 * its "0 found" at the end of a run means something; and its view of postMessage
 * (support/sent-messages.ts) hears cross-origin sends with their target origins without
 * breaking the handshake it watches.
 */
import { expect, test } from '@playwright/test';
import { emptyTally, leaksIn, scan, scanSent } from './support/traffic-scan';
import { watchSentMessages, type SentMessage } from './support/sent-messages';

const SECRET = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpbnRlbnRfaWQiOiJpbnRfMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

test('finds a card number in any shape, a CVC and a secret, and nothing in ordinary traffic', () => {
  expect(leaksIn('https://x.test/log?pan=4111111111111111')).toEqual(['card number']);
  expect(leaksIn('{"note":"4111 1111 1111 1111"}')).toEqual(['card number']);
  expect(leaksIn(`[portico] options ${SECRET}`)).toEqual(['secret']);
  expect(leaksIn('{"cvc":"123"}')).toEqual(['CVC']);
  expect(leaksIn('security_code=9876&x=1')).toEqual(['CVC']);
  expect(leaksIn('key sk_test_portico_local')).toEqual(['secret']);
  expect(leaksIn('https://127.0.0.1:3100/api/v1/pa/payment_intents/int_0ed4b65acc48269f1591949d/confirm')).toEqual([]);
  expect(leaksIn('{"name":"mount_to_ready","value":1795767133123,"amount":1999}')).toEqual([]);
  expect(leaksIn('{"event":"onFocus","payload":{"field":"cvc"}}')).toEqual([]);
  const tally = emptyTally();
  scan(tally, 'beacon', 'https://x.test/api/v1/checkout/logs', `{"data":"${SECRET}"}`);
  expect(tally.findings).toEqual(['secret in a beacon: https://x.test/api/v1/checkout/logs']);
  expect(tally.scanned).toMatchObject({ beacon: 1, url: 0, console: 0 });
});

test("records parent-bound messages and storage for the proof; counts sends to * by the product apart from tests' own", () => {
  const tally = emptyTally();
  const send = (sent: Partial<SentMessage>) =>
    scanSent(tally, { channel: 'window', origin: 'http://127.0.0.1:1', target: 'http://localhost:2', fromTest: false, payload: null, ...sent });
  send({ payload: '{"event":"onChange","payload":{"number":"4111111111111111"}}' });
  send({ channel: 'port', target: null, payload: `{"secret":"${SECRET}"}` });
  send({ target: '*' });
  send({ target: '*', fromTest: true });
  send({ channel: 'storage', origin: 'http://127.0.0.1:1 portico.x', target: null, payload: 'portico.x={"cvv":"123"}' });
  send({ channel: 'storage', origin: 'http://127.0.0.1:1 planted', target: null, fromTest: true, payload: `planted=${SECRET}` });
  expect(tally.findings).toEqual([]);
  expect(tally.recorded).toEqual([
    'card number in a message: a window message (event onChange) from http://127.0.0.1:1',
    'secret in a message: a port message from http://127.0.0.1:1',
    'CVC in a storage: http://127.0.0.1:1 portico.x',
  ]);
  expect(tally.sends).toEqual({ total: 3, wildcard: 1, wildcardByTests: 1 });
  expect(tally.wildcards).toEqual(["a window message to '*' from http://127.0.0.1:1"]);
});

test("hears the handshake across two origins with its target origins, tells a test's own send apart, and the element still works", async ({ browser }) => {
  const merchant = process.env.PORTICO_MERCHANT_URL!;
  const checkout = new URL(process.env.PORTICO_CHECKOUT_URL!).origin;
  const context = await browser.newContext();
  const sent: SentMessage[] = [];
  // The window proxies on, whatever PORTICO_SCAN_WINDOWS says.
  await watchSentMessages(context, checkout, (message) => sent.push(message), true);
  const page = await context.newPage();
  await page.goto(`${merchant}/card-script.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  // Each send reaches this process through a binding, from the frame that made it: not in step with what the page
  // shows, so each is waited for (a send never made still fails, at the poll's timeout).
  const syn = () => sent.find((message) => message.channel === 'window' && message.origin === checkout && message.payload?.includes('"type":"syn"'));
  await expect.poll(syn).toMatchObject({ target: merchant, fromTest: false });
  await expect
    .poll(() => sent.find((message) => message.channel === 'window' && message.origin === merchant))
    .toMatchObject({ target: checkout, fromTest: false, payload: null });
  // Pay is enabled by the boot markup's ready (onBootReady, before the runtime loaded); the runtime's onReady follows.
  const heardAt = (event: string) => sent.findIndex((message) => message.channel === 'port' && message.payload?.includes(`"event":"${event}"`));
  await expect.poll(() => heardAt('onBootReady')).toBeGreaterThanOrEqual(0);
  await expect.poll(() => heardAt('onReady')).toBeGreaterThan(heardAt('onBootReady'));
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#card-element iframe')!.contentWindow!.postMessage('test-forgery', '*'));
  await expect
    .poll(() => sent.filter((message) => message.target === '*'))
    .toEqual([{ channel: 'window', origin: merchant, target: '*', fromTest: true, payload: null }]);
  await context.close();
});
