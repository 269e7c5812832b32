/**
 * The README's snippets, run as a merchant pastes them: the script-tag snippet is a page
 * of the demo merchant (`/readme.html`, examples/readme-snippet.ts), whose server makes
 * intents as the README says; only the checkout's port is this run's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTED_CHECKOUT, readmeFile, readmeHtmlSnippets, readmeSnippets, SDK_DOCS } from '../examples/readme-snippet';
import { copyPackages, emptyApp, installTarball, packSdk, TSC, viteBuild, writeFiles } from './support/scratch-app';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';
import { registerOrigin, unregisterOrigin } from './support/registered-origins';
import { startShop, type Shop, type ShopApp } from './support/shop-server';

/** The package's own README (npm shows it): its snippet is run too. */
const SDK_README = new URL('../sdk/README.md', import.meta.url);
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

test('the README has its script-tag snippet, for the SDK version this package is', async () => {
  const snippets = await readmeHtmlSnippets();
  expect(snippets).toHaveLength(1);
  expect(snippets[0]).toContain(`${DOCUMENTED_CHECKOUT}/sdk/v${VERSION}/portico.js`);
});

test("the README's script-tag snippet, pasted into a page, mounts the card and pays", async ({ page, merchantUrl }) => {
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

test("the README's script-tag snippet, on a decline: no uncaught error, and its handlers print the decline's fields", async ({ page, merchantUrl }) => {
  // What a merchant's console would show: uncaught errors, unhandled rejections (Chromium's and the page's own event), what the snippet logs.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`pageerror: ${error.message}`));
  await page.addInitScript(() =>
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
      console.error(`unhandledrejection: ${String((event.reason as { code?: unknown })?.code ?? event.reason)}`),
    ),
  );
  const logged: string[] = [];
  page.on('console', (message) => (message.type() === 'error' && message.text().startsWith('unhandledrejection') ? uncaught : logged).push(message.text()));
  await page.goto(`${merchantUrl}/readme.html`);
  const frame = page.frameLocator('#card iframe');
  // Pay with nothing typed first: refused in the frame (validation_error), nothing sent.
  await expect(frame.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectFrameSettled(page.locator('#card iframe'));
  await page.locator('#pay').click();
  await expect(frame.getByText('Your card number is incomplete.')).toBeVisible();
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.insufficientFunds);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await expectFrameSettled(page.locator('#card iframe'));
  await page.locator('#pay').click();
  await expect(frame.getByText("This card doesn't have sufficient funds or credit.")).toBeVisible();
  await expect.poll(() => logged.filter((line) => line.includes('issuer_declined'))).not.toEqual([]);
  // A rejection nobody handled is reported once the task that settled it ends: one more task of the page's, and it would have been.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const line of logged.filter((text) => text.includes('issuer_declined'))) expect(line).toContain('51');
  expect(logged.filter((line) => line.includes('undefined'))).toEqual([]);
  expect(uncaught).toEqual([]);
  await expect(page).toHaveURL(/\/readme\.html/);
});

/**
 * The package snippets, in apps made as the README says: `npm pack ./sdk`, an empty app,
 * `npm i` the tarball, the snippet as the app's entry, a Vite build. Each app is served at
 * a path of the merchant's origin (its `/api/create-intent` is the demo merchant's) and
 * pays with the test card.
 */
test.describe("the README's package snippets, in apps that install `npm pack ./sdk`", () => {
  test.describe.configure({ mode: 'serial' });
  const built = new Map<string, ShopApp>();
  let reactApp = '';
  let shop: Shop | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const checkout = process.env.PORTICO_CHECKOUT_URL!;
    const tarball = emptyApp('packed');
    const packed = packSdk(tarball);
    const install = (name: string, frameworks: readonly string[]) => {
      const app = emptyApp(name);
      installTarball(app, join(tarball, packed.filename));
      copyPackages(app, frameworks);
      return app;
    };
    const paste = async (file: string) => (await readmeFile(file)).replaceAll(DOCUMENTED_CHECKOUT, checkout);
    const page = (body: string, entry: string) =>
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>\n<body><main>${body}</main><script type="module" src="./${entry}"></script></body></html>\n`;

    const esm = install('esm-shop', []);
    writeFiles(esm, { 'index.html': page('<div id="card"></div><button id="pay">Pay</button>', 'main.js'), 'main.js': await paste('main.js') });
    built.set('/esm-shop/', { dir: viteBuild(esm, '/esm-shop/') });

    // sdk/README.md's snippet, the one npm shows: the same markup, its own script.
    const sdkReadme = install('sdk-readme-shop', []);
    const sdkSnippet = (await readmeFile('main.js', SDK_README)).replaceAll(DOCUMENTED_CHECKOUT, checkout);
    writeFiles(sdkReadme, { 'index.html': page('<div id="card"></div><button id="pay">Pay</button>', 'main.js'), 'main.js': sdkSnippet });
    built.set('/sdk-readme-shop/', { dir: viteBuild(sdkReadme, '/sdk-readme-shop/') });

    // A React app as Vite's react-ts template makes one: the JSX runtime named in tsconfig.json.
    reactApp = install('react-shop', ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom', 'csstype']);
    writeFiles(reactApp, { 'index.html': page('<div id="root"></div>', 'main.tsx'), 'main.tsx': await paste('main.tsx'), 'tsconfig.json': REACT_TSCONFIG });
    // docs/sdk.md's React examples, type-checked in the same app (not built: they are components, not pages).
    const docsTsx = (await readmeSnippets(SDK_DOCS)).filter((snippet) => snippet.lang === 'tsx');
    expect(docsTsx.length).toBeGreaterThan(0);
    writeFiles(reactApp, Object.fromEntries(docsTsx.map((snippet, i) => [`docs/example-${i + 1}.tsx`, snippet.code])));
    built.set('/react-shop/', { dir: viteBuild(reactApp, '/react-shop/') });

    // The same snippet with Preact and the README's Vite config; no React in the app at all.
    const preact = install('preact-shop', ['preact']);
    writeFiles(preact, {
      'index.html': page('<div id="root"></div>', 'main.tsx'),
      'main.tsx': await paste('main.tsx'),
      'tsconfig.json': REACT_TSCONFIG,
      'vite.config.js': await paste('vite.config.js'),
    });
    expect(existsSync(join(preact, 'node_modules/react'))).toBe(false);
    built.set('/preact-shop/', { dir: viteBuild(preact, '/preact-shop/') });
    shop = await startShop(built, process.env.PORTICO_MERCHANT_URL!);
    // The shop is a site of its own: registered, as the docs tell a merchant, or the checkout will not show it the elements.
    await registerOrigin(process.env.PORTICO_CHECKOUT_URL!, shop.url);
  });

  test.afterAll(async () => {
    if (shop) await unregisterOrigin(process.env.PORTICO_CHECKOUT_URL!, shop.url);
    await shop?.close();
  });

  test("the React snippet, and docs/sdk.md's, type-check against the package's types, skipLibCheck off", () => {
    const checked = spawnSync(process.execPath, [TSC, '-p', reactApp], { cwd: reactApp, encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  for (const [base, what] of [
    ['/esm-shop/', "the ESM snippet (import { init } from 'portico')"],
    ['/sdk-readme-shop/', "sdk/README.md's snippet"],
    ['/react-shop/', 'the React snippet (portico/react, React 19)'],
    ['/preact-shop/', "the React snippet under Preact 11 (the README's vite.config.js)"],
  ] as const) {
    test(`${what}, built with Vite, mounts the card and pays with the test card`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${shop!.url}${base}`);
      const frame = page.frameLocator('main iframe');
      await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
      await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
      await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
      const pay = page.getByRole('button', { name: 'Pay' });
      await expect(pay).toBeEnabled();
      await expectFrameSettled(page.locator('main iframe'));
      await pay.click();
      await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      expect(pageErrors).toEqual([]);
    });
  }

  test("sdk/README.md's snippet, on a decline: nothing uncaught, and it prints the decline's code and the issuer's", async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.addInitScript(() =>
      window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
        console.error(`unhandledrejection: ${String((event.reason as { code?: unknown })?.code ?? event.reason)}`),
      ),
    );
    const warned: string[] = [];
    page.on('console', (message) => (message.text().startsWith('unhandledrejection') ? uncaught : warned).push(message.text()));
    await page.goto(`${shop!.url}/sdk-readme-shop/`);
    const frame = page.frameLocator('main iframe');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.insufficientFunds);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    await expectFrameSettled(page.locator('main iframe'));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(frame.getByText("This card doesn't have sufficient funds or credit.")).toBeVisible();
    await expect.poll(() => warned.filter((line) => line.startsWith('issuer_declined '))).toHaveLength(1);
    expect(warned.find((line) => line.startsWith('issuer_declined '))).toMatch(/ 51$/);
    // A rejection nobody handled is reported once the task that settled it ends: one more task of the page's, and it would have been.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(uncaught).toEqual([]);
  });

  test('the ESM snippet, on a decline: the frame says why and nothing is uncaught', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${shop!.url}/esm-shop/`);
    const frame = page.frameLocator('main iframe');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.insufficientFunds);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    await expectFrameSettled(page.locator('main iframe'));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(frame.getByText("This card doesn't have sufficient funds or credit.")).toBeVisible();
    // A rejection nobody handled is reported once the task that settled it ends: one more task of the page's, and it would have been.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(uncaught).toEqual([]);
  });
});

/** What Vite's react-ts template sets that matters here: the automatic JSX runtime, strict types, the libraries' types checked too. */
const REACT_TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ['es2022', 'dom', 'dom.iterable'],
      types: [],
    },
    include: ['main.tsx', 'docs'],
  },
  null,
  2,
);
