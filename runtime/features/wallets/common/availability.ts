/**
 * Can the shopper pay with this wallet here? For the drop-in's list: a wallet that
 * cannot pay is not offered at all (never a dead button). Each check loads only its
 * wallet's own module: Apple Pay asks Safari's `ApplePaySession` (or Apple's SDK's); Google Pay loads its
 * script (cached for the button) and asks `isReadyToPay`.
 */
import { currentEnvironment } from '../../../platform/env';
import { APPLE_PAY_SDK_SCRIPTS, googlePaySetup } from './wallet-scripts';
import { loadApplePay } from '../apple-pay/apple-pay-api';
import { isReady, loadGooglePay, readyToPayRequest } from '../google-pay/google-pay-api';

export async function applePayAvailable(): Promise<boolean> {
  return (await loadApplePay(window, APPLE_PAY_SDK_SCRIPTS[currentEnvironment().name])).available;
}

export async function googlePayAvailable(): Promise<boolean> {
  const setup = googlePaySetup(currentEnvironment());
  const PaymentsClient = await loadGooglePay(setup);
  return isReady(await new PaymentsClient({ environment: setup.environment }).isReadyToPay(readyToPayRequest()));
}
