import type { PageScreenProps } from '../../host/screen-contract';
import CheckoutResultPage from './CheckoutResultPage';
import CheckoutPage from './CheckoutPage';
import LandingPage from './LandingPage';
import RecurringPage from './RecurringPage';

/**
 * The hosted pages as one screen chunk (one import in the entry, not four: each lazy
 * row carries its list of dependencies in the entry every element loads, and the card's
 * critical path has a budget). The route picks the page.
 */
export default function StandalonePages(props: PageScreenProps) {
  switch (props.location.route?.name) {
    case 'root':
      return <LandingPage {...props} />;
    case 'standalone.recurring':
      return <RecurringPage {...props} />;
    case 'checkout.success':
    case 'checkout.fail':
      return <CheckoutResultPage {...props} />;
    default:
      return <CheckoutPage {...props} />;
  }
}
