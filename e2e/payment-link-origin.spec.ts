/**
 * Payment links on the configured checkout origin: a pair of servers as `npm start`
 * runs them (the checkout known to browsers as localhost, the merchant's server
 * calling the sandbox at 127.0.0.1), unlike the suite's own pair where the two are the
 * same name. The link the demo's server makes through 127.0.0.1 is on localhost, and
 * a shopper opening it gets the link's page there.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { startServers } from './support/servers';

test('a payment link created through 127.0.0.1 opens on the checkout origin (localhost)', async ({ page, request }) => {
  const servers = await startServers({
    merchantPort: 0,
    checkoutPort: 0,
    merchantHost: 'localhost',
    checkoutHost: 'localhost',
    stateFile: join(mkdtempSync(join(tmpdir(), 'portico-link-origin-')), 'state.db'),
    quiet: true,
  });
  try {
    expect(new URL(servers.checkoutUrl).hostname).toBe('localhost');
    const made = await request.post(`${servers.merchantUrl}/api/payment-links`, { data: { title: 'Yoga mat', amount: 30, currency: 'USD' } });
    expect(made.status()).toBe(201);
    const link = (await made.json()) as { code: string; url: string };
    expect(link.url).toBe(`${servers.checkoutUrl}/#/pay/${link.code}`);
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga mat');
    expect(new URL(page.url()).origin).toBe(servers.checkoutUrl);
  } finally {
    await servers.close();
  }
});
