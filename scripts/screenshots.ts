/**
 * npm run screenshots: the screens as a person sees them, at 320, 375 and 1280 px,
 * light and dark (the browser's colour scheme, and the element's appearance mode),
 * written to .portico/screenshots/ to open and look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openChallenge, startShotRun } from './screenshots-alone';
import { shootDirectDebit } from './screenshots-direct-debit';
import { shootInstructions } from './screenshots-instructions';
import { shootQr } from './screenshots-qr';
import { shootBankLink } from './screenshots-bank-link';
import { shootSaved } from './screenshots-saved';
import { shootWallets } from './screenshots-wallets';
import { shootRecurring } from './screenshots-recurring';
import { shootHosted } from './screenshots-hosted';
import { shootPaymentLink } from './screenshots-payment-link';
import { shootCurrency } from './screenshots-currency';
import { shootTheme } from './screenshots-theme';

const OUT = '.portico/screenshots';
const WIDTHS = [320, 375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Waits until each container's iframe has grown to its content (onResize, debounced 60 ms). */
async function fitFrames(page: Page, containers: readonly string[]): Promise<void> {
  for (const container of containers) {
    const frame = await (await page.locator(`${container} iframe`).elementHandle())?.contentFrame();
    const height = await frame?.evaluate(() => Math.ceil(document.querySelector('form')!.getBoundingClientRect().height));
    await page.waitForFunction(([selector, h]) => (document.querySelector<HTMLIFrameElement>(`${selector} iframe`)?.offsetHeight ?? 0) >= (h as number), [
      container,
      height ?? 0,
    ] as const);
  }
}

/** Waits until the container's iframe has grown to the height of `root` inside it (onResize, debounced 60 ms). */
async function fitFrame(page: Page, container: string, root: string): Promise<void> {
  const frame = await (await page.locator(`${container} iframe`).elementHandle())?.contentFrame();
  const height = await frame?.evaluate((selector) => Math.ceil(document.querySelector(selector)!.getBoundingClientRect().height), root);
  await page.waitForFunction(([selector, h]) => (document.querySelector<HTMLIFrameElement>(`${selector} iframe`)?.offsetHeight ?? 0) >= (h as number), [
    container,
    height ?? 0,
  ] as const);
}

mkdirSync(OUT, { recursive: true });

/**
 * Scrolls the Pay button into view and lets a frame be drawn before clicking it: a click
 * sent right after Playwright's own scroll can be hit-tested against the cross-origin
 * iframe's old place (it then lands in the frame, on whatever field was there).
 */
async function clickPay(page: Page): Promise<void> {
  await page.locator('#pay').scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.locator('#pay').click();
}

/** The iframe follows its content's height (onResize, debounced 60 ms): waits until it has grown to it. */
async function waitForFrameHeight(page: Page, kind: string): Promise<void> {
  const inner = page.frames().find((f) => f.url().includes(`#/elements/${kind}`));
  if (!inner) throw new Error(`no ${kind} frame`);
  const height = await inner.evaluate(() => Math.ceil(document.querySelector('form')!.getBoundingClientRect().height));
  await page.waitForFunction((h) => (document.querySelector<HTMLIFrameElement>('#card-element iframe')?.offsetHeight ?? 0) >= h, height);
}
const { servers, browser } = await startShotRun();
try {
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
      // The card element on the demo merchant's page, empty, then after a decline.
      await page.goto(`${servers.merchantUrl}/card-script.html`);
      await page.locator('#pay:not([disabled])').waitFor();
      await waitForFrameHeight(page, 'card');
      await page.screenshot({ path: `${OUT}/card-${width}-${scheme}.png`, fullPage: true });
      const frame = page.frameLocator('#card-element iframe');
      await frame.locator('input[name="number"]').fill('4000000000009995');
      await frame.locator('input[name="expiry"]').fill('12 / 34');
      await frame.locator('input[name="cvc"]').fill('123');
      await page.locator('#pay').click();
      await frame.getByRole('alert').filter({ hasText: /funds/ }).waitFor();
      // The iframe follows its content's height (onResize, debounced 60 ms): wait until it has grown to it.
      const inner = page.frames().find((f) => f.url().includes('#/elements/card'))!;
      const contentHeight = await inner.evaluate(() => Math.ceil(document.querySelector('form')!.getBoundingClientRect().height));
      await page.waitForFunction((height) => (document.querySelector<HTMLIFrameElement>('#card-element iframe')?.offsetHeight ?? 0) >= height, contentHeight);
      await page.screenshot({ path: `${OUT}/card-declined-${width}-${scheme}.png`, fullPage: true });
      // The full-featured card (a customer's, so with "save this card"), empty, then after Pay with the billing address missing.
      await page.goto(`${servers.merchantUrl}/full-featured-card.html?customer=1`);
      await page.locator('#pay:not([disabled])').waitFor();
      await waitForFrameHeight(page, 'full-featured-card');
      await page.screenshot({ path: `${OUT}/full-featured-card-${width}-${scheme}.png`, fullPage: true });
      const full = page.frameLocator('#card-element iframe');
      await full.locator('input[name="number"]').fill('4111111111111111');
      await full.locator('input[name="expiry"]').fill('12 / 34');
      await full.locator('input[name="cvc"]').fill('123');
      // binInfo has arrived (the page shows it), so nothing moves under the Pay button.
      await page.locator('#bin-info').waitFor();
      await clickPay(page);
      await page.getByText('Please check your payment details.').waitFor();
      await full.getByText('Enter your postal code.').waitFor();
      await waitForFrameHeight(page, 'full-featured-card');
      await page.screenshot({ path: `${OUT}/full-featured-card-errors-${width}-${scheme}.png`, fullPage: true });
      // A brand the merchant does not accept.
      await page.goto(`${servers.merchantUrl}/full-featured-card.html?brands=visa,mastercard`);
      await page.locator('#pay:not([disabled])').waitFor();
      await page.frameLocator('#card-element iframe').locator('input[name="number"]').fill('378282246310005');
      await page
        .frameLocator('#card-element iframe')
        .getByRole('alert')
        .filter({ hasText: /not accepted/ })
        .waitFor();
      await waitForFrameHeight(page, 'full-featured-card');
      await page.screenshot({ path: `${OUT}/full-featured-card-refused-${width}-${scheme}.png`, fullPage: true });
      // The 3-D Secure challenge over the merchant's page (EMV size 03 on a desktop, full screen on a phone).
      await openChallenge(page, servers.merchantUrl);
      await page.screenshot({ path: `${OUT}/3ds-challenge-${width}-${scheme}.png` });
      // Split card fields: empty, typed (an Amex: its icon, 4-6-5 grouping, a 4-digit CVC), then refused incomplete.
      await page.goto(`${servers.merchantUrl}/split-card.html?stay`);
      await page.locator('#pay:not([disabled])').waitFor();
      await page.screenshot({ path: `${OUT}/split-card-${width}-${scheme}.png`, fullPage: true });
      const split = (field: string) => page.frameLocator(`#card-${field} iframe`).locator(`input[name="${field}"]`);
      await split('number').fill('378282246310005');
      await split('expiry').fill('12 / 34');
      await split('cvc').fill('1234');
      await page.screenshot({ path: `${OUT}/split-card-filled-${width}-${scheme}.png`, fullPage: true });
      await split('expiry').fill('12 / 2');
      await split('cvc').fill('');
      await page.locator('#pay').click();
      await page
        .frameLocator('#card-cvc iframe')
        .getByRole('alert')
        .filter({ hasText: /security code/ })
        .waitFor();
      await fitFrames(page, ['#card-number', '#card-expiry', '#card-cvc']);
      await page.screenshot({ path: `${OUT}/split-card-invalid-${width}-${scheme}.png`, fullPage: true });
      // Two groups on one page.
      await page.goto(`${servers.merchantUrl}/split-card.html?groups=2`);
      await page.locator('#gift-pay:not([disabled])').waitFor();
      await page.screenshot({ path: `${OUT}/split-card-two-groups-${width}-${scheme}.png`, fullPage: true });
      // The Korean card fields: four frames in the merchant's layout, empty, then after a Pay with a wrong identifier.
      await page.goto(`${servers.merchantUrl}/kr-card.html`);
      await page.locator('#pay:not([disabled])').waitFor();
      const kr = (kind: string) => page.frameLocator(`#${kind} iframe`).locator('input');
      await page.screenshot({ path: `${OUT}/kr-card-${width}-${scheme}.png`, fullPage: true });
      await kr('kr-card-number').fill('9410000000000005');
      await kr('kr-card-expiry').fill('12 / 34');
      await kr('kr-card-psw-first-two').fill('1');
      await kr('kr-card-identifier').fill('900230');
      await page.locator('#pay').click();
      await page.frameLocator('#kr-card-identifier iframe').getByRole('alert').filter({ hasText: /birth/ }).waitFor();
      await page.frameLocator('#kr-card-psw-first-two iframe').getByRole('alert').filter({ hasText: /PIN/ }).waitFor();
      await fitFrames(page, ['#kr-card-number', '#kr-card-expiry', '#kr-card-psw-first-two', '#kr-card-identifier']);
      await page.screenshot({ path: `${OUT}/kr-card-errors-${width}-${scheme}.png`, fullPage: true });
      // The drop-in: USD (card, wallets…), JPY in Japan (konbini, Pay-easy…), GBP as tabs; then a card decline.
      for (const [name, query] of [
        ['dropin', ''],
        ['dropin-jp', '?currency=JPY&amount=1200&country=JP'],
        ['dropin-tabs', '?currency=GBP&layout=tab'],
      ] as const) {
        await page.goto(`${servers.merchantUrl}/dropin.html${query}`);
        await page.frameLocator('#dropin iframe').locator('.portico-dropin__pay').waitFor();
        await fitFrame(page, '#dropin', '.portico-dropin');
        await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png`, fullPage: true });
      }
      await page.goto(`${servers.merchantUrl}/dropin.html`);
      const drop = page.frameLocator('#dropin iframe');
      await drop.locator('input[name="number"]').fill('4000000000009995');
      await drop.locator('input[name="expiry"]').fill('12 / 34');
      await drop.locator('input[name="cvc"]').fill('123');
      await drop.locator('.portico-dropin__pay').click();
      await drop.getByRole('alert').filter({ hasText: /funds/ }).waitFor();
      await fitFrame(page, '#dropin', '.portico-dropin');
      await page.screenshot({ path: `${OUT}/dropin-declined-${width}-${scheme}.png`, fullPage: true });
      // The pay-later methods' pages (form, instructions, paid) and the result page, at 375 and 1280 px.
      if (width !== 320) await shootInstructions(page, servers, `${width}-${scheme}`, OUT);
      // The wallet buttons (Apple Pay with its stand-in installed, Google Pay with the sandbox's).
      await shootWallets(browser, servers, OUT, width, scheme);
      // Recurring mode: the terms in the card and the drop-in, the hosted page (scripts/screenshots-recurring.ts).
      await shootRecurring(browser, servers, OUT, width, scheme);
      // Payment links: the /pay/{code} page's states and the demo's links page (scripts/screenshots-payment-link.ts).
      await shootPaymentLink(browser, servers, OUT, width, scheme);
      // The drop-in's currency switcher: offered, chosen, expired (scripts/screenshots-currency.ts).
      await shootCurrency({ browser, merchantUrl: servers.merchantUrl, width, scheme, out: OUT });
      await shootTheme({ browser, merchantUrl: servers.merchantUrl, checkoutUrl: servers.checkoutUrl, width, scheme, out: OUT });
      await page.close();
      // The hosted payment page, its result pages, a broken address and the landing page (scripts/screenshots-hosted.ts).
      await shootHosted({ browser, merchantUrl: servers.merchantUrl, checkoutUrl: servers.checkoutUrl, width, scheme, out: OUT });
      // QR codes and WeChat Pay (scripts/screenshots-qr.ts).
      await shootQr({ browser, merchantUrl: servers.merchantUrl, width, scheme, out: OUT });
      // A signed-in shopper's saved methods in the drop-in (scripts/screenshots-saved.ts).
      await shootSaved({ browser, merchantUrl: servers.merchantUrl, width, scheme, out: OUT });
      // Direct debit: the drop-in's four schemes and the micro-deposit pages (scripts/screenshots-direct-debit.ts).
      await shootDirectDebit({ browser, merchantUrl: servers.merchantUrl, checkoutUrl: servers.checkoutUrl, width, scheme, out: OUT });
      // Bank linking's popup and callback pages (scripts/screenshots-bank-link.ts).
      await shootBankLink({ browser, checkoutUrl: servers.checkoutUrl, merchantUrl: servers.merchantUrl, width, scheme, out: OUT });
    }
  }
  console.log(`Screenshots in ${OUT}/`);
} finally {
  await browser.close();
  await servers.close();
}
