/**
 * Telemetry as the provider's sink receives it (spec §7–§9): the beacons of a real
 * card frame on the checkout origin, read back from the sandbox with the merchant
 * key. Records are matched by the intent each test made, so tests running alongside
 * do not meet each other's.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test, TEST_CARDS } from './support/fixtures';

const KEY = { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };

interface SinkRecord {
  readonly name: string;
  readonly level: string | null;
  readonly value: number | null;
  readonly unit: string | null;
  readonly data: unknown;
  readonly context: Readonly<Record<string, unknown>>;
}

/** The first record of `name` about `intentId`, once a beacon has brought it (batches leave up to 2 s after their first event). */
async function awaitRecord(request: APIRequestContext, checkoutUrl: string, kind: 'logs' | 'metrics', name: string, intentId: string): Promise<SinkRecord> {
  let found: SinkRecord | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${checkoutUrl}/api/v1/simulation/telemetry/${kind}?name=${name}`, { headers: KEY });
        found = ((await res.json()) as { items: SinkRecord[] }).items.find((record) => record.context.intent_id === intentId);
        return found !== undefined;
      },
      { message: `${kind} ${name} for ${intentId}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Opens the demo's card page and answers the intent it made for this visit. */
async function openCardPage(page: Page, open: () => Promise<void>): Promise<string> {
  const created = page.waitForResponse((response) => response.url().endsWith('/api/create-intent'));
  await open();
  return ((await (await created).json()) as { intent_id: string }).intent_id;
}

const beaconsTo = (page: Page, path: string): Request[] => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
};

test.describe('telemetry in the sink', () => {
  test('a declined card: onConfirmError with its intent and no card number; mount→ready and confirm latency measured', async ({
    cardPage,
    page,
    request,
    checkoutUrl,
  }) => {
    const logBeacons = beaconsTo(page, '/api/v1/checkout/logs');
    const intentId = await openCardPage(page, () => cardPage.open());
    await cardPage.fill(TEST_CARDS.insufficientFunds);
    await cardPage.pay();
    await expect(cardPage.elementMessage).toContainText('sufficient funds');

    const log = await awaitRecord(request, checkoutUrl, 'logs', 'onConfirmError', intentId);
    expect(log).toMatchObject({
      name: 'onConfirmError',
      level: 'error',
      context: { route: 'elements.card', intent_id: intentId },
      data: { code: 'issuer_declined', original_code: '51' },
    });
    // Nothing the sink had to mask, and nothing of the number in what the frame sent.
    expect(JSON.stringify(log)).not.toContain('redacted');
    const sent = logBeacons.map((beacon) => beacon.postData() ?? '').join('\n');
    expect(sent).toContain('onConfirmError');
    expect(sent.replace(/[ -]/g, '')).not.toContain(TEST_CARDS.insufficientFunds);

    const ready = await awaitRecord(request, checkoutUrl, 'metrics', 'mountToReady', intentId);
    expect(ready).toMatchObject({ unit: 'ms', context: { route: 'elements.card' } });
    expect(ready.value).toBeGreaterThan(0);
    const latency = await awaitRecord(request, checkoutUrl, 'metrics', 'confirmLatency', intentId);
    expect(latency).toMatchObject({ unit: 'ms', data: { code: 'issuer_declined' } });
    expect(latency.value).toBeGreaterThan(0);
  });

  test('a card frame whose screen cannot load: the crash screen, and onPageCrash in the sink', async ({ cardPage, page, request, checkoutUrl }) => {
    // Every attempt at the card screen's chunk fails (the first and both retries, spec §9).
    await page.route('**/static/js/CardElement.*.js', (route) => route.abort('failed'));
    const intentId = await openCardPage(page, () => page.goto(`${cardPage.merchantUrl}/card-script.html`).then(() => undefined));
    await expect(cardPage.frame.getByText('There is something wrong, please reload the page.')).toBeVisible();

    const crash = await awaitRecord(request, checkoutUrl, 'logs', 'onPageCrash', intentId);
    expect(crash).toMatchObject({
      level: 'error',
      context: { route: 'elements.card', intent_id: intentId },
      data: { error: 'ChunkLoadError: Loading a screen failed after 3 attempts.' },
    });
    const chunkFailure = await awaitRecord(request, checkoutUrl, 'logs', 'onChunkLoadFail', intentId);
    expect(chunkFailure.level).toBe('warn');
  });
});
