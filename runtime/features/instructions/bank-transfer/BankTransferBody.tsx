import { InstructionsFlow } from '../flow/InstructionsFlow';
import { bankTransferSheet } from './bank-transfer-sheet';

const build = () => ({ ok: true, paymentMethod: { type: 'bank_transfer' } }) as const;

/** Bank transfer: nothing to fill in; the account of the intent's currency and a reference. */
export default function BankTransferBody() {
  return <InstructionsFlow method="bank_transfer" build={build} sheet={bankTransferSheet} />;
}
