import Body from '../../methods/spei/SpeiBody';
import type { PageScreenProps } from '../../screens/contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/spei/payment` (spec §2): the spei body on a page of its own. */
export default function SpeiPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="spei" Body={Body} />;
}
