import Body from '../paynow/PayNowInstructionsBody';
import type { PageScreenProps } from '../../../host/screen-contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/pay-now/payment` (spec §2): the paynow body on a page of its own. */
export default function PayNowPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="paynow" Body={Body} />;
}
