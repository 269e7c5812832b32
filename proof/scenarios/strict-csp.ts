/**
 * Issue 15: "a strict-CSP merchant page and the runtime under its own CSP: 0 violations".
 * A shop on an origin of its own sends exactly the policy docs/sdk.md tells merchants to
 * send (its ```http csp block), loads the SDK pinned by its integrity hash and its own
 * code from a file; it mounts a card and a drop-in, and pays through a 3-D Secure
 * challenge in the overlay. Every document of the run (the shop, the checkout's frames
 * under the checkout's policy, the bank's page) listens for violations. A probe then
 * breaks the shop's policy on purpose: the one violation it must hear shows the listener
 * works, and is not counted.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { DOCUMENTED_CHECKOUT, readmeFile, SDK_DOCS } from '../../examples/readme-snippet';
import { SDK_VERSION } from '../../e2e/support/servers';
import { scaled, type Scenario } from '../scenario';
import { createIntent, type Intent } from '../support/lab-page';
import { serveOn, type LoopbackServer } from '../support/loopback-server';
import { registerOrigin, unregisterOrigin } from '../../e2e/support/registered-origins';
import { listenForViolations } from '../support/policy-listener';
import { waitUntil } from '../support/wait';
import { count } from '../support/words';
import { inContext, rounds, type World } from '../support/world';

const CHALLENGE_CARD = '4000000000003220';
const PROBE = 'https://elsewhere.invalid/';

/** The shop's own code, a file (the documented policy has no 'unsafe-inline'): a card to pay with, a drop-in beside it. */
function shopCode(card: Intent, dropin: Intent): string {
  return `const portico = await window.Portico.init();
const mount = (kind, intent, selector) => new Promise((resolve, reject) => {
  const element = portico.createElement(kind, intent);
  element.on('ready', () => resolve(element));
  element.on('error', (error) => reject(new Error(error.code)));
  element.mount(selector);
});
const [card] = await Promise.all([mount('card', ${JSON.stringify(card)}, '#card'), mount('dropin', ${JSON.stringify(dropin)}, '#dropin')]);
window.__shop = { pay: () => card.confirm().then((intent) => intent.status, (error) => error.code) };
document.body.dataset.ready = 'yes';
`;
}

async function openShop(world: World): Promise<LoopbackServer> {
  const header = (await readmeFile('csp', SDK_DOCS)).trim();
  const policy = header.slice('Content-Security-Policy: '.length).replaceAll(DOCUMENTED_CHECKOUT, world.servers.checkoutUrl);
  const integrity = (JSON.parse(readFileSync(new URL('../../dist/sdk/integrity.json', import.meta.url), 'utf8')) as Record<string, string>)['portico.js'];
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict shop</title>
<script src="${world.servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js" integrity="${integrity}" crossorigin="anonymous"></script></head>
<body><main><div id="card"></div><div id="dropin"></div><script type="module" src="/checkout.js"></script></main></body></html>`;
  const [card, dropin] = await Promise.all([createIntent(world), createIntent(world)]);
  return serveOn(
    '127.0.0.2',
    new Map([
      ['/', { body: page, headers: { 'Content-Security-Policy': policy } }],
      ['/checkout.js', { body: shopCode(card, dropin), type: 'text/javascript; charset=utf-8' }],
    ]),
  );
}

async function payUnderPolicy(world: World) {
  const shop = await openShop(world);
  // A shop of its own origin, registered as docs/sdk.md tells a merchant (else the checkout shows it no element).
  await registerOrigin(world.servers.checkoutUrl, shop.url);
  try {
    return await inContext(world, (context) => payOnShop(context, shop));
  } finally {
    await unregisterOrigin(world.servers.checkoutUrl, shop.url);
    await shop.close();
  }
}

/** Pays on the shop, listening in every document; then the probe. */
async function payOnShop(context: BrowserContext, shop: LoopbackServer) {
  const heard = await listenForViolations(context);
  const page = await context.newPage();
  await page.goto(`${shop.url}/`);
  await page.locator('body[data-ready="yes"]').waitFor();
  const card = page.frameLocator('#card iframe');
  await card.locator('input[name="number"]').fill(CHALLENGE_CARD);
  await card.locator('input[name="expiry"]').fill('12 / 34');
  await card.locator('input[name="cvc"]').fill('123');
  const paid = page.evaluate(() => (window as unknown as { __shop: { pay: () => Promise<string> } }).__shop.pay());
  const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
  await bank.locator('#otp').fill('1234');
  await bank.locator('button[value="submit"]').click();
  const status = await paid;
  const counted = heard.violations.length;
  await page.evaluate((src) => {
    const probe = document.createElement('iframe');
    probe.src = src;
    document.body.append(probe);
  }, PROBE);
  // The probe's violation is reported asynchronously: waited for, as something that must happen.
  const probeHeard = await waitUntil(() => heard.violations.length > counted, 10_000);
  return { status, violations: heard.violations.slice(0, counted), documents: heard.documents.size, probeHeard };
}

export const strictCsp: Scenario = {
  id: 'strict-csp',
  title: "A merchant page under the documented strict policy, the checkout's frames under their own",
  async run(_seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    const done = await rounds(scaled(2, scale), () => payUnderPolicy(world));
    const violations = done.flatMap((round) => round.violations);
    const documents = done.reduce((sum, round) => sum + round.documents, 0);
    const problems = [
      ...done.filter((round) => round.status !== 'SUCCEEDED').map((round) => `paid ${round.status}`),
      ...done.filter((round) => !round.probeHeard).map(() => 'the probe was not heard: the listener is deaf'),
      ...violations.slice(0, 5),
    ];
    return {
      runs: documents,
      figure: `${count(violations.length, 'violation')} in ${count(documents, 'document')} (${count(done.length, 'payment')} through a 3DS challenge; the probe heard each time)`,
      pass: problems.length === 0,
      ...(problems.length > 0 ? { detail: problems.join('; ') } : {}),
    };
  },
};
