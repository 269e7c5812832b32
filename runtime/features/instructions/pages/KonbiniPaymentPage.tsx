import Body from '../konbini/KonbiniBody';
import type { PageScreenProps } from '../../../host/screen-contract';
import { MethodPage } from './MethodPage';

/** `/page/{region}/konbini/payment` (spec §2): the konbini body on a page of its own. */
export default function KonbiniPaymentPage(props: PageScreenProps) {
  return <MethodPage {...props} method="konbini" Body={Body} />;
}
