/**
 * Every bank-link page in one screen chunk: the popup's waiting screen, Plaid's host
 * page and the four ways back from a provider's page are small and always met together
 * in one link, so the entry carries one lazy import (and one list of its files) for
 * them, not six. The route picks the page.
 */
import type { PageScreenProps } from '../../../host/screen-contract';
import CallbackPage from './CallbackPage';
import PlaidHostPage from './PlaidHostPage';
import PopupPage from './PopupPage';

export default function BankLinkPage(props: PageScreenProps) {
  switch (props.location.route?.name) {
    case 'frame.popup':
      return <PopupPage {...props} />;
    case 'page.plaidPopupIframe':
      return <PlaidHostPage {...props} />;
    default:
      return <CallbackPage {...props} />;
  }
}
