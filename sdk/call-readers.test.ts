// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readConfirmParams } from '../protocol';
import { callReader } from './call-readers';
import { PorticoError } from './errors';
import { SDK_VERSION } from './version';

describe('callReader', () => {
  it("has confirm()'s reader at hand: every element pays", async () => {
    await expect(callReader('confirm', 'http://checkout.test')).resolves.toBe(readConfirmParams);
  });

  it("says a module that did not load is the network's, naming its address and what to check", async () => {
    // No checkout origin answers here: the import fails as it does offline or under a page's CSP.
    const error = await callReader('createPaymentConsent', 'http://checkout.test').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'network_error', audience: 'network', details: { url: `http://checkout.test/sdk/v${SDK_VERSION}/portico-calls.mjs` } });
    expect((error as PorticoError).message).toMatch(/portico-calls\.mjs did not load: check that the checkout origin is reachable/);
  });
});
