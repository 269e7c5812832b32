/**
 * A session that expires while the shopper is on the page (issue 39): the card typed, the
 * client secret's hour passes on the sandbox's test clock, Pay → `client_secret_expired`
 * (the merchant's to fix) and the element says the session expired, the card still there;
 * the merchant's server retrieves the intent for a fresh secret, `update({ client_secret })`,
 * and the same typed card pays, charged once. The browser's clock never moves: only the
 * provider's answer says the secret expired. The spec runs its own servers (sandbox-clock.ts).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';
import { SDK_VERSION } from './support/servers';
import { advanceClock, createIntent, PAST_SECRET_EXPIRY_SECONDS, retrieveIntent, startClockedServers, type ClockedServers } from './support/sandbox-clock';

test.describe.configure({ mode: 'serial' });

let servers: ClockedServers;
test.beforeAll(async () => {
  servers = await startClockedServers();
});
test.afterAll(async () => {
  await servers?.close();
});

type Setup = 'card' | 'split' | 'dropin';
const KINDS: Record<Setup, readonly string[]> = { card: ['card'], split: ['card-number', 'expiry', 'cvc'], dropin: ['dropin'] };
const EXPIRED_TEXT = 'This payment session has expired. Your details are still here';

interface Outcome {
  readonly ok: boolean;
  readonly id?: string;
  readonly status?: string;
  readonly code?: string;
  readonly audience?: string;
  readonly details?: Record<string, unknown>;
}

/** The merchant's page: the SDK, the setup's elements on the intent, their `error` and `success` events kept. */
async function mount(page: Page, setup: Setup, intent: { id: string; client_secret: string }): Promise<void> {
  await page.goto(servers.merchantUrl);
  await page.addScriptTag({ url: `${servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
  await page.evaluate(
    async ({ kinds, intent }) => {
      document.body.insertAdjacentHTML('beforeend', kinds.map((_, i) => `<div id="slot-${i}"></div>`).join(''));
      const w = window as unknown as { Portico: typeof import('../sdk/index'); paying: unknown; heard: unknown[] };
      const portico = await w.Portico.init();
      const options = { intent_id: intent.id, client_secret: intent.client_secret };
      const elements = kinds.map((kind) => portico.createElement(kind as 'card', options));
      w.heard = [];
      const paying = elements[0]!;
      paying.on('error', (error) => w.heard.push({ event: 'error', code: error.code, audience: error.audience }));
      paying.on('success', ({ intent }) => w.heard.push({ event: 'success', id: intent.id }));
      await Promise.all(
        elements.map(
          (element, i) =>
            new Promise((ready) => {
              element.on('ready', ready);
              element.mount(`#slot-${i}`);
            }),
        ),
      );
      w.paying = paying;
    },
    { kinds: KINDS[setup], intent },
  );
}

const frameOf = (page: Page, slot = 0): FrameLocator => page.frameLocator(`#slot-${slot} iframe`);

/** Each field's frame and accessible name: one frame for the card and the drop-in, three for split fields. */
function fields(page: Page, setup: Setup) {
  const slot = (i: number) => (setup === 'split' ? i : 0);
  return [
    { input: frameOf(page, slot(0)).getByRole('textbox', { name: 'Card number' }), typed: TEST_CARDS.visa, shown: '4111 1111 1111 1111' },
    { input: frameOf(page, slot(1)).getByRole('textbox', { name: 'Expiry date' }), typed: '12 / 34', shown: '12 / 34' },
    { input: frameOf(page, slot(2)).getByRole('textbox', { name: 'Security code' }), typed: '123', shown: '123' },
  ];
}

/** Pays as the setup's merchant page would: `confirm()` for the card and the split group, the drop-in's own Pay button. */
async function pay(page: Page, setup: Setup): Promise<Outcome> {
  await expectFrameSettled(page.locator('iframe'));
  if (setup === 'dropin') {
    const before = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length);
    await frameOf(page).locator('.portico-dropin__pay').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBeGreaterThan(before);
    const last = await page.evaluate(() => (window as unknown as { heard: Array<Record<string, unknown>> }).heard.at(-1)!);
    return last.event === 'success'
      ? { ok: true, id: last.id as string, status: 'SUCCEEDED' }
      : { ok: false, code: last.code as string, audience: last.audience as string };
  }
  return page.evaluate(() =>
    (window as unknown as { paying: import('../sdk/index').PorticoElement<'card'> }).paying.confirm().then(
      (intent) => ({ ok: true, id: intent.id, status: intent.status }),
      (error: { code: string; audience: string; details: Record<string, unknown> }) => ({
        ok: false,
        code: error.code,
        audience: error.audience,
        details: error.details,
      }),
    ),
  );
}

for (const setup of ['card', 'split', 'dropin'] as const) {
  test(`${setup}: a secret expired by the test clock after the card is typed → client_secret_expired and the expiry message, the card kept → update({ client_secret }) → paid without retyping, charged once`, async ({
    page,
  }) => {
    const intent = await createIntent(servers, 31);
    const confirms: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(response.url()).pathname))
        confirms.push(response.status());
    });
    await mount(page, setup, intent);
    for (const field of fields(page, setup)) await field.input.fill(field.typed);

    await advanceClock(servers, PAST_SECRET_EXPIRY_SECONDS);
    const expired = await pay(page, setup);
    expect(expired).toMatchObject({ ok: false, code: 'client_secret_expired', audience: 'merchant' });
    if (setup !== 'dropin') expect(expired.details).toMatchObject({ intent_id: intent.id, reason: 'expired' });
    await expect(frameOf(page).getByRole('alert')).toContainText(EXPIRED_TEXT);
    for (const field of fields(page, setup)) await expect(field.input).toHaveValue(field.shown);
    expect(confirms).toEqual([401]);

    // The merchant's server retrieves the intent with its key: the answer carries a fresh client secret.
    const fresh = await retrieveIntent(servers, intent.id);
    expect(fresh.client_secret).not.toBe(intent.client_secret);
    const updated = await page.evaluate(
      (secret) => (window as unknown as { paying: import('../sdk/index').PorticoElement<'card'> }).paying.update({ client_secret: secret }),
      fresh.client_secret,
    );
    expect(updated).toEqual({ updated: true });
    // The session is renewed: its message goes, what was typed stays.
    await expect(frameOf(page).getByText(EXPIRED_TEXT)).toHaveCount(0);
    for (const field of fields(page, setup)) await expect(field.input).toHaveValue(field.shown);

    expect(await pay(page, setup)).toMatchObject({ ok: true, id: intent.id, status: 'SUCCEEDED' });
    expect(confirms).toEqual([401, 200]);
    const paid = await retrieveIntent(servers, intent.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', captured_amount: 31 });
  });
}
