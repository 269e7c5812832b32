/**
 * docs/guides/session-expiry.md, run as written: its server handler (`renew-session.mjs`)
 * answers the merchant page's `/api/renew-session`, its browser code (`checkout.js`) runs
 * on a card element, and its clock snippet (`advance-clock.mjs`) moves the sandbox's clock.
 * Every block of the guide is one of these, so a block added there is run here or fails.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readmeFile, readmeSnippets } from '../examples/readme-snippet';
import { expect, test } from './support/fixtures';
import { EXPIRED_TEXT, fields, frameOf, mountOnMerchantPage, pay } from './support/expiry-page';
import { createIntent, retrieveIntent, startClockedServers, type ClockedServers } from './support/sandbox-clock';

const GUIDE = new URL('../docs/guides/session-expiry.md', import.meta.url);
const BLOCKS = ['renew-session.mjs', 'checkout.js', 'advance-clock.mjs'];

let servers: ClockedServers;
test.beforeAll(async () => {
  servers = await startClockedServers();
});
test.afterAll(async () => {
  await servers?.close();
});

/** A block of the guide as a module file, run in this process with the payment API and the key the guide reads from the environment. */
async function importBlock<T>(file: string): Promise<T> {
  process.env.PORTICO_API = servers.checkoutUrl;
  process.env.PORTICO_SECRET_KEY = servers.secretKey;
  const path = join(mkdtempSync(join(tmpdir(), 'portico-guide-')), file);
  writeFileSync(path, await readmeFile(file, GUIDE));
  return (await import(pathToFileURL(path).href)) as T;
}

test('every code block of the session-expiry guide is one this spec runs', async () => {
  expect((await readmeSnippets(GUIDE)).map((block) => block.file)).toEqual(BLOCKS);
});

test("the guide's recovery, as written: expired at Pay, renewed by its handler and its server code, paid without retyping", async ({ page }) => {
  const { renewSession } = await importBlock<{ renewSession: (request: Request) => Promise<Response> }>('renew-session.mjs');
  // The merchant's server: the guide's handler answers the page's call, once the test has seen the expired state.
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${servers.merchantUrl}/api/renew-session`, async (route) => {
    await seen;
    const request = route.request();
    const answer = await renewSession(new Request(request.url(), { method: request.method(), headers: request.headers(), body: request.postData() }));
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: await answer.text() });
  });
  const intent = await createIntent(servers, 18);
  await mountOnMerchantPage(page, servers, 'card', intent);
  // The guide's browser code, with `card` the mounted element.
  const checkout = await readmeFile('checkout.js', GUIDE);
  await page.evaluate(`(() => { const card = window.paying; ${checkout} })()`);
  for (const field of fields(page, 'card')) await field.input.fill(field.typed);

  await importBlock('advance-clock.mjs');
  expect(await pay(page, 'card')).toMatchObject({ ok: false, code: 'client_secret_expired', audience: 'merchant' });
  await expect(frameOf(page).getByRole('alert')).toContainText(EXPIRED_TEXT);
  release();
  // The handler renews the session (the element now holds another secret): the message goes, the card stays.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { paying: { options: { client_secret: string } } }).paying.options.client_secret))
    .not.toBe(intent.client_secret);
  await expect(frameOf(page).getByText(EXPIRED_TEXT)).toHaveCount(0);
  for (const field of fields(page, 'card')) await expect(field.input).toHaveValue(field.shown);
  expect(await pay(page, 'card')).toMatchObject({ ok: true, id: intent.id, status: 'SUCCEEDED' });
  expect(await retrieveIntent(servers, intent.id)).toMatchObject({ status: 'SUCCEEDED', captured_amount: 18 });
});
