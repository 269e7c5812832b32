import Body from '../../methods/paynow-instructions/PayNowInstructionsBody';
import type { PageScreenProps } from '../../screens/contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/pay-now/payment` (spec §2): the paynow body on a page of its own. */
export default function PayNowPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="paynow" Body={Body} />;
}
