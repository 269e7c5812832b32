import Body from '../bank-transfer/BankTransferBody';
import type { PageScreenProps } from '../../../host/screen-contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/bank-transfer/payment` (spec §2): the bank_transfer body on a page of its own. */
export default function BankTransferPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="bank_transfer" Body={Body} />;
}
