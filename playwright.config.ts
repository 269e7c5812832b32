import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './e2e/support/chromium';

// Two real origins (merchant on localhost, checkout on 127.0.0.1: cross-site, as in
// production), started once for all tests by the global setup on free ports.
export default defineConfig({
  testDir: 'e2e',
  // The journeys in every engine have their own config (playwright.engines.config.ts).
  testIgnore: '**/e2e/engines/**',
  globalSetup: './e2e/support/global-setup.ts',
  // 60 s: axe injected into each cross-origin frame takes 2–3 s on Debian's Chromium 156 on 2 cores (e2e/support/axe-frames.ts), and the Korean card's test runs it three times.
  timeout: 60_000,
  // A result the page polls for (a QR payment, a bank's answer) can take more than 10 s on 2 loaded cores.
  expect: {
    timeout: 20_000,
    // The screen walk's looks (e2e/screen-walk/looks/), made the same on every run by the walk
    // (e2e/screen-walk/steady.ts): a pixel counts when its colour moved more than anti-aliasing
    // does, and a few may; a count, not a share, so a 1 px border on a big page still fails.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 20 },
  },
  snapshotPathTemplate: '{testDir}/screen-walk/looks/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.portico/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // DOM snapshots of a failed test, without the screencast (recording every test's frames cost a fifth of the
    // suite's time). Not in CI: each evaluate() records a DOM snapshot of every frame, the walk makes thousands,
    // and CI keeps only what the run printed.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
});
