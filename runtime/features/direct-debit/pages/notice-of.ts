import type { Notice } from './ConsentNotice';
import type { PageConsent } from '../../../page/use-page-consent';

/**
 * What a micro-deposit page shows for its consent: its form or steps (`null`), or a
 * notice. A consent disabled by three wrong answers says so (and that nothing is
 * collected); one disabled otherwise (by the merchant, or its method) says it ended.
 */
export function noticeOf(page: PageConsent): Notice | null {
  switch (page.state) {
    case 'loading':
      return null;
    case 'loaded': {
      const { consent } = page;
      if (consent.status === 'VERIFIED') return 'already_verified';
      if (consent.status === 'DISABLED') return consent.disabledReason === 'verification_failed' ? 'exhausted' : 'disabled';
      return consent.microDeposits ? null : 'not_pending';
    }
    default:
      return page.state;
  }
}
