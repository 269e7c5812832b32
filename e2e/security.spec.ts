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
  'focus',
  'blur',
  'clear',
  'createPaymentMethod',
  'getIntent',
  'getBinInfo',
  'update_expiry',
  'update_cvc',
  'update_kr_card_expiry',
  'update_kr_card_psw_first_two',
  'update_kr_card_identifier',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'Confirm',
];

test('an element whose page is not the declared origin renders nothing payable, and the merchant hears origin_mismatch at once', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.goto(merchantUrl);
  const created = await page.evaluate(async () => {
    const response = await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return response.json() as Promise<{ intent_id: string; client_secret: string }>;
  });
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  const error = await page.evaluate(
    async ({ created }) => {
      document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
      const w = window as unknown as { Portico: typeof import('../sdk/index') };
      // The page declares an origin that is not its own.
      // A time-out far beyond the test's: only the frame's refusal can answer in time.
      const portico = await w.Portico.init({ origin: 'https://shop.example', handshakeTimeoutMs: 120_000 });
      const el = portico.createElement('card', { intent_id: created.intent_id, client_secret: created.client_secret });
      return new Promise((resolve) => {
        el.on('error', resolve);
        el.mount('#target');
      });
    },
    { created },
  );
  expect(error).toMatchObject({
    code: 'origin_mismatch',
    audience: 'merchant',
    details: { declared_origin: 'https://shop.example', page_origin: merchantUrl },
  });
  const frame = page.frameLocator('#target iframe');
  await expect(frame.getByRole('alert')).toHaveText("This payment form can't be shown on this page.");
  await expect(frame.locator('input')).toHaveCount(0);
});

/** Test instrumentation inside the frame: records the window messages it is delivered, in order. */
async function recordFrameWindowMessages(page: import('@playwright/test').Page) {
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'));
  if (!frame) throw new Error('no card frame');
  await frame.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __seen: unknown[] }).__seen = seen;
    addEventListener('message', (event) => seen.push(event.data));
  });
  return frame;
}

test('a hostile script on the merchant page cannot drive the frame', async ({ cardPage, page, checkoutUrl, merchantUrl }) => {
  await cardPage.open();
  await cardPage.fill(TEST_CARDS.visa);
  const { channel, intent_id } = await frameOptions(page);
  const frame = await recordFrameWindowMessages(page);

  await page.evaluate(
    ({ channel, checkoutUrl, codes }) => {
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
      // Last: a marker. Window messages from one source arrive in order, so once the frame has it, it has had all of the above.
      send('hostile-done');
    },
    { channel, checkoutUrl, codes: DISALLOWED_CODES },
  );

  await frame.waitForFunction(() => (window as unknown as { __seen: unknown[] }).__seen.includes('hostile-done'));
  // The hijack port's calls travel on another queue: the frame never pinned it, so nothing reads them at all.
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
  await page.evaluate(
    async ({ channel }) => {
      const base = { ns: 'portico', v: 1, channel };
      // Each source ends with a marker; messages from one source arrive in order, so
      // once both markers are here, the SDK's window listener has had every forgery.
      const markers = new Set<unknown>();
      const bothDone = new Promise<void>((resolve) =>
        addEventListener('message', (event) => {
          if (event.data === 'page-done' || event.data === 'frame-done') markers.add(event.data);
          if (markers.size === 2) resolve();
        }),
      );
      const forgedEvents = [
        { ...base, type: 'event', event: 'onSuccess', payload: { intent: { id: 'int_forged', status: 'SUCCEEDED' } } },
        { ...base, type: 'event', event: 'onError', payload: { code: 'forged', message: 'Forged', details: {} } },
        { ...base, type: 'syn' },
      ];
      // From the page itself…
      for (const event of forgedEvents) window.postMessage(event, location.origin);
      window.postMessage('page-done', location.origin);
      // …and from another frame on the page.
      const other = document.createElement('iframe');
      other.srcdoc = `<script>for (const m of ${JSON.stringify([...forgedEvents, 'frame-done'])}) parent.postMessage(m, '*');</script>`;
      document.body.appendChild(other);
      await bothDone;
    },
    { channel },
  );
  await expect(page).toHaveURL(/card-script\.html/);
  await expect(page.locator('#merchant-error')).toBeHidden();
  // The real element is still connected: a payment goes through.
  await cardPage.fill(TEST_CARDS.visa);
  await cardPage.pay();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});

/**
 * A hostile script that runs on the merchant page before the SDK can take the SDK's
 * own end of the pinned port (by wrapping MessageChannel). Everything it sends that
 * is not an APPLY of a parent code with valid params must be dropped by the frame's
 * guard before Comlink sees it.
 */
test('hostile Comlink messages over a captured port: 0 handled', async ({ cardPage, page, merchantUrl }) => {
  await page.addInitScript(() => {
    const captured: MessagePort[] = [];
    (window as unknown as { __ports: MessagePort[] }).__ports = captured;
    const Original = window.MessageChannel;
    window.MessageChannel = class extends Original {
      constructor() {
        super();
        captured.push(this.port1);
      }
    };
  });
  await cardPage.open();
  await cardPage.fill(TEST_CARDS.visa);
  const { intent_id } = await frameOptions(page);
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'))!;

  const answers = await page.evaluate(async () => {
    const ports = (window as unknown as { __ports: MessagePort[] }).__ports;
    const port = ports[ports.length - 1]!;
    const answers: Array<{ id: unknown; type: unknown }> = [];
    const raw = (value: unknown) => ({ type: 'RAW', value });
    const hostile: unknown[] = [
      { id: 'get', type: 'GET', path: ['confirm'] },
      { id: 'get-root', type: 'GET', path: [] },
      { id: 'get-proto', type: 'GET', path: ['__proto__', 'constructor', 'name'] },
      { id: 'set', type: 'SET', path: ['confirm'], value: raw(1) },
      { id: 'set-proto', type: 'SET', path: ['__proto__', 'polluted'], value: raw(true) },
      { id: 'construct', type: 'CONSTRUCT', path: ['confirm'], argumentList: [] },
      { id: 'endpoint', type: 'ENDPOINT' },
      { id: 'release', type: 'RELEASE' },
      { id: 'nested', type: 'APPLY', path: ['confirm', 'call'], argumentList: [raw({})] },
      { id: 'proto-path', type: 'APPLY', path: ['__proto__', 'toString'], argumentList: [] },
      { id: 'constructor-path', type: 'APPLY', path: ['constructor'], argumentList: [raw({})] },
      { id: 'not-a-code', type: 'APPLY', path: ['focus'], argumentList: [raw({})] },
      { id: 'bad-params', type: 'APPLY', path: ['update'], argumentList: [raw({ action: 'clear', extra: 1 })] },
      { id: 'bad-confirm', type: 'APPLY', path: ['confirm'], argumentList: [raw({ amount: 1 })] },
      { id: 'proxy-arg', type: 'APPLY', path: ['confirm'], argumentList: [{ type: 'HANDLER', name: 'proxy', value: null }] },
      { id: 'two-args', type: 'APPLY', path: ['update'], argumentList: [raw({ action: 'clear' }), raw({})] },
      JSON.parse(
        '{"id":"polluting","type":"APPLY","path":["update"],"argumentList":[{"type":"RAW","value":{"action":"clear","__proto__":{"polluted":true}}}]}',
      ),
    ];
    const done = new Promise<void>((resolve) =>
      port.addEventListener('message', (event) => {
        const data = event.data as { id?: unknown; type?: unknown };
        answers.push({ id: data.id, type: data.type });
        if (data.id === 'last') resolve();
      }),
    );
    for (const message of hostile) port.postMessage(message);
    // A call that transfers a port of its own (a Comlink proxy needs one): dropped too.
    const smuggled = new MessageChannel();
    port.postMessage({ id: 'transfer', type: 'APPLY', path: ['update'], argumentList: [raw({ action: 'clear' })] }, [smuggled.port2]);
    // A valid call last, on the same port: once it is answered, every message before it was handled.
    port.postMessage({ id: 'last', type: 'APPLY', path: ['update'], argumentList: [raw({ action: 'options' })] });
    await done;
    return answers;
  });

  expect(answers).toEqual([{ id: 'last', type: 'RAW' }]);
  // Nothing cleared, nothing paid, nothing polluted.
  await expect(cardPage.frame.locator('input[name="number"]')).toHaveValue('4111 1111 1111 1111');
  const intent = await (await page.request.get(`${merchantUrl}/api/intents/${intent_id}`)).json();
  expect(intent.status).toBe('REQUIRES_PAYMENT_METHOD');
  expect(await frame.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
  // The merchant's own integration still pays.
  await cardPage.pay();
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
});

const SECRET_MIXUPS = [
  // The second intent's secret with the first intent's id.
  { name: "another intent's secret", reason: 'other_intent', secret: (_first: string, second: string) => second },
  // The intent's own secret with its signature altered: its claims read right, the provider refuses it.
  { name: 'a secret the provider refuses', reason: 'refused', secret: (first: string) => `${first.slice(0, -4)}AAAA` },
] as const;

for (const mixup of SECRET_MIXUPS)
  test(`${mixup.name} is the merchant's error, said before the shopper types; the frame shows no fields`, async ({ page, merchantUrl, checkoutUrl }) => {
    await page.goto(merchantUrl);
    const [first, second] = await page.evaluate(async () => {
      const make = async () =>
        (await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json() as Promise<{
          intent_id: string;
          client_secret: string;
        }>;
      return [await make(), await make()];
    });
    await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
    const error = await page.evaluate(
      async ({ first, secret }) => {
        document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
        const w = window as unknown as { Portico: typeof import('../sdk/index') };
        const portico = await w.Portico.init();
        const el = portico.createElement('card', { intent_id: first.intent_id, client_secret: secret });
        return new Promise((resolve) => {
          el.on('error', resolve);
          el.mount('#target');
        });
      },
      { first, secret: mixup.secret(first.client_secret, second.client_secret) },
    );
    expect(error).toMatchObject({ code: 'invalid_client_secret', audience: 'merchant', details: { reason: mixup.reason, intent_id: first.intent_id } });
    const frame = page.frameLocator('#target iframe');
    await expect(frame.getByRole('alert')).toHaveText('This payment form was set up incorrectly.');
    await expect(frame.locator('input')).toHaveCount(0);
  });
