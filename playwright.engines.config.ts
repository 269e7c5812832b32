import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/shopper';

/**
 * The shopper journeys (e2e/engines/) in each engine: a project per engine, run by
 * `npm test` in two lanes side by side (scripts/test.mjs) so each one's minutes show.
 * Against the same two origins as the rest of the suite (the same global setup).
 */
export default defineConfig<object, { engine: EngineName }>({
  testDir: 'e2e/engines',
  // Not test-results/: a run clears its output folder, and the main suite's traces live there.
  // One folder per engine: npm test runs two engines side by side (scripts/test.mjs).
  outputDir: process.env.PORTICO_ENGINES_OUTPUT ?? '.portico/engines-test-results',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 90_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PORTICO_ENGINES_RESULTS ?? '.portico/engines-results.json' }]],
  projects: [
    { name: 'chromium', testMatch: 'journeys.spec.ts', use: { engine: 'chromium' } },
    { name: 'firefox', testMatch: 'journeys.spec.ts', use: { engine: 'firefox' } },
    { name: 'webkit', testMatch: 'journeys.spec.ts', use: { engine: 'webkit' } },
    { name: 'phone', testMatch: 'phone.spec.ts', use: { engine: 'phone' } },
  ],
});
