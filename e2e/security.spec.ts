import { expect, test, TEST_CARDS } from './support/fixtures';

/** Reads the per-mount channel and intent id the SDK wrote into the iframe URL. */
async function frameOptions(page: import('@playwright/test').Page) {
  const src = await page.locator('#card-element iframe').getAttribute('src');
  const hash = new URL(src ?? '').hash;
  return JSON.parse(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('options') ?? '{}') as {
    channel: string;
    intent_id: string;
    origin: string;
  };
}

const DISALLOWED_CODES = [
  'focus', 'blur', 'clear', 'createPaymentMethod', 'getIntent', 'getBinInfo', 'update_expiry', 'update_cvc',
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Confirm',
];

test('an element whose page is not the declared origin renders nothing payable', async ({ page, merchantUrl, checkoutUrl }) => {
  await page.goto(merchantUrl);
  const created = await page.evaluate(async () => {
    const response = await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return response.json() as Promise<{ intent_id: string; client_secret: string }>;
  });
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  const error = await page.evaluate(async ({ created }) => {
    document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
    const w = window as unknown as { Portico: typeof import('../sdk/index') };
    // The page declares an origin that is not its own.
    const portico = await w.Portico.init({ origin: 'https://shop.example', handshakeTimeoutMs: 3000 });
    const el = portico.createElement('card', { intent_id: created.intent_id, client_secret: created.client_secret });
    return new Promise((resolve) => {
      el.on('error', resolve);
      el.mount('#target');
    });
  }, { created });
  expect(error).toMatchObject({ code: 'frame_handshake_timeout' });
  const frame = page.frameLocator('#target iframe');
  await expect(frame.getByRole('alert')).toHaveText("This payment form can't be shown on this page.");
  await expect(frame.locator('input')).toHaveCount(0);
});

test('a hostile script on the merchant page cannot drive the frame', async ({ cardPage, page, checkoutUrl, merchantUrl }) => {
  await cardPage.open();
  await cardPage.fill(TEST_CARDS.visa);
  const { channel, intent_id } = await frameOptions(page);

  await page.evaluate(({ channel, checkoutUrl, codes }) => {
    const frame = document.querySelector<HTMLIFrameElement>('#card-element iframe')!.contentWindow!;
    const send = (data: unknown, ports: MessagePort[] = []) => frame.postMessage(data, checkoutUrl, ports);
    const base = { ns: 'portico', v: 1, channel };
    let id = 100;
    for (const code of codes) send({ ...base, type: 'call', id: id++, code, params: {} });
    // Allowed codes at window level are ignored too: after the handshake only the pinned port is read.
    send({ ...base, type: 'call', id: id++, code: 'confirm', params: {} });
    send({ ...base, type: 'call', id: id++, code: 'update', params: { action: 'clear' } });
    // Comlink-style path walking, prototype keys, a second ACK with a port of our own, garbage.
    send({ id: 'x', type: 'GET', path: ['__proto__', 'constructor'] });
    send({ id: 'y', type: 'APPLY', path: ['confirm'], argumentList: [] });
    send({ id: 'z', type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 1 } });
    send(JSON.parse(`{"ns":"portico","v":1,"channel":"${channel}","type":"call","id":1,"code":"confirm","__proto__":{"x":1}}`));
    const hijack = new MessageChannel();
    send({ ...base, type: 'ack' }, [hijack.port2]);
    hijack.port1.postMessage({ ...base, type: 'call', id: 999, code: 'confirm', params: {} });
    hijack.port1.postMessage({ ...base, type: 'call', id: 998, code: 'update', params: { action: 'clear' } });
    for (const junk of ['confirm', 42, null, [1, 2], { ns: 'portico' }, 'x'.repeat(100_000)]) send(junk);
  }, { channel, checkoutUrl, codes: DISALLOWED_CODES });

  await page.waitForTimeout(1500);
  // Nothing was paid, nothing was cleared, the page is where it was.
  const intent = await (await page.request.get(`${merchantUrl}/api/intents/${intent_id}`)).json();
  expect(intent.status).toBe('REQUIRES_PAYMENT_METHOD');
  await expect(cardPage.frame.locator('input[name="number"]')).toHaveValue('4111 1111 1111 1111');
  await expect(page).toHaveURL(/card-script\.html/);
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();

  // The real merchant integration still works.
  await cardPage.pay();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});

test('the SDK ignores forged events from windows other than its iframe', async ({ cardPage, page }) => {
  await cardPage.open();
  const { channel } = await frameOptions(page);
  await page.evaluate(({ channel }) => {
    const base = { ns: 'portico', v: 1, channel };
    const forgedEvents = [
      { ...base, type: 'event', event: 'onSuccess', payload: { intent: { id: 'int_forged', status: 'SUCCEEDED' } } },
      { ...base, type: 'event', event: 'onError', payload: { code: 'forged', message: 'Forged', details: {} } },
      { ...base, type: 'syn' },
    ];
    // From the page itself…
    for (const event of forgedEvents) window.postMessage(event, location.origin);
    // …and from another frame on the page.
    const other = document.createElement('iframe');
    other.srcdoc = `<script>for (const m of ${JSON.stringify(forgedEvents)}) parent.postMessage(m, '*');</script>`;
    document.body.appendChild(other);
  }, { channel });
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/card-script\.html/);
  await expect(page.locator('#merchant-error')).toBeHidden();
  // The real element is still connected: a payment goes through.
  await cardPage.fill(TEST_CARDS.visa);
  await cardPage.pay();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});
