/**
 * The README's snippets, run as a merchant pastes them: the script-tag snippet is a page
 * of the demo merchant (`/readme.html`, examples/readme-snippet.ts), whose server makes
 * intents as the README says; only the checkout's port is this run's.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENTED_CHECKOUT, readmeHtmlSnippets } from '../examples/readme-snippet';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

test('the README has its script-tag snippet, for the SDK version this package is', async () => {
  const snippets = await readmeHtmlSnippets();
  expect(snippets).toHaveLength(1);
  expect(snippets[0]).toContain(`${DOCUMENTED_CHECKOUT}/sdk/v${VERSION}/portico.js`);
});

test('the README\'s script-tag snippet, pasted into a page, mounts the card and pays', async ({ page, merchantUrl }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${merchantUrl}/readme.html`);
  const frame = page.frameLocator('#card iframe');
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await expectFrameSettled(page.locator('#card iframe'));
  await page.locator('#pay').click();
  await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  expect(pageErrors).toEqual([]);
});
