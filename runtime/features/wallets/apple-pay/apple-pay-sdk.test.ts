// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptLoadError } from '../../../platform/lib/load-script';
import { APPLE_PAY_SDK_SCRIPTS } from '../common/wallet-scripts';
import { loadApplePay } from './apple-pay-api';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

const SDK = APPLE_PAY_SDK_SCRIPTS.prod;
const Session = Object.assign(function ApplePaySession() {}, { supportsVersion: () => true, canMakePayments: () => true });
const withSession = () => Object.assign(window, { ApplePaySession: Session });

describe("Apple Pay outside Safari: Apple's SDK (spec §8's Apple Pay SDK load error)", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'ApplePaySession');
    logged.length = 0;
  });

  it("takes Safari's own ApplePaySession and loads nothing", async () => {
    withSession();
    const load = vi.fn(() => Promise.resolve());
    expect(await loadApplePay(window, SDK, load)).toMatchObject({ available: true });
    expect(load).not.toHaveBeenCalled();
  });

  it("elsewhere loads Apple's SDK, whose ApplePaySession then pays", async () => {
    const load = vi.fn(() => Promise.resolve(void withSession()));
    expect(await loadApplePay(window, SDK, load)).toMatchObject({ available: true });
    expect(load).toHaveBeenCalledWith('https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js');
    expect(logged).toEqual([]);
  });

  it('an SDK that does not load is logged by its own name, and Apple Pay is not here', async () => {
    const load = () => Promise.reject(new ScriptLoadError(SDK, 'error'));
    expect(await loadApplePay(window, SDK, load)).toEqual({ available: false, reason: 'not_supported' });
    expect(logged).toEqual([['onApplePaySDKLoadError', 'error', { url: SDK, error: expect.stringContaining('did not load (error)') }]]);
  });

  it('without an SDK here (the sandbox) asks for nothing', async () => {
    const load = vi.fn(() => Promise.resolve());
    expect(await loadApplePay(window, APPLE_PAY_SDK_SCRIPTS.local, load)).toEqual({ available: false, reason: 'not_supported' });
    expect(load).not.toHaveBeenCalled();
  });
});
