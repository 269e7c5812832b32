import { InstructionsFlow } from '../flow/InstructionsFlow';
import { speiSheet } from './spei-sheet';

const build = () => ({ ok: true, paymentMethod: { type: 'spei' } }) as const;

/** SPEI: nothing to fill in; a CLABE and a reference to pay from the shopper's bank. */
export default function SpeiBody() {
  return <InstructionsFlow method="spei" build={build} sheet={speiSheet} />;
}
