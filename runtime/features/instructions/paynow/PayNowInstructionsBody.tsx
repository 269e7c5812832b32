import { InstructionsFlow } from '../flow/InstructionsFlow';
import { payNowSheet } from './paynow-sheet';

const build = () => ({ ok: true, paymentMethod: { type: 'paynow', paynow: { flow: 'instructions' } } }) as const;

/**
 * PayNow paid from the shopper's bank app (`flow: 'instructions'`): a PayNow QR code
 * with the amount locked, and the UEN and reference to type instead. The drop-in's
 * `paynow` row is the QR body; it may offer this one ("pay with your bank app").
 */
export default function PayNowInstructionsBody() {
  return <InstructionsFlow method="paynow" build={build} sheet={payNowSheet} />;
}
