import Body from '../pay-easy/PayEasyBody';
import type { PageScreenProps } from '../../../host/screen-contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/payeasy-atm/payment` (spec §2): the pay_easy body on a page of its own. */
export default function PayEasyAtmPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="pay_easy" Body={Body} />;
}
