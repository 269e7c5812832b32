import Body from '../spei/SpeiBody';
import type { PageScreenProps } from '../../../host/screen-contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/spei/payment` (spec §2): the spei body on a page of its own. */
export default function SpeiPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="spei" Body={Body} />;
}
