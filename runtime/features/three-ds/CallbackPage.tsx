import { useEffect, useState } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishThreeDs from '../../platform/i18n/locales/en/threeDs.json';
import { lazyModule } from '../../payment/load-confirm-payment';
import type { CallbackMessage } from '../../payment/three-ds/callback-message';

/** The message to the frame above and the way back to the merchant's page, from the confirm chunk (vite.config.ts). */
const loadAnswerStep = lazyModule(() =>
  Promise.all([import('../../payment/three-ds/callback-message'), import('./return-target'), import('../../platform/lib/with-outcome')]),
);

/**
 * `/page/3ds-callback?intent_id=…&status=…`: where the bank's pages send the browser
 * when a 3DS step is over. Inside our frames it tells the frame above (our origin
 * only); as a whole page (the redirect fallback) it goes back to the merchant's
 * page stored before leaving; otherwise it says the shopper can close the window.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  // The challenge's and the callback's English: only these pages need it (screen-strings.ts).
  useEnglishSection(englishThreeDs);
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    void loadAnswerStep().then(([{ CALLBACK_MESSAGE_TYPE }, { takeReturnTarget }, { withOutcome }]) => {
      const query = new URLSearchParams(window.location.search);
      const message: CallbackMessage = { type: CALLBACK_MESSAGE_TYPE, intent_id: query.get('intent_id') ?? '', status: query.get('status') ?? '' };
      if (window.parent !== window) {
        window.parent.postMessage(message, window.location.origin);
        return;
      }
      const back = takeReturnTarget(window.sessionStorage, message.intent_id);
      if (back) {
        setReturning(true);
        window.location.replace(withOutcome(back, message.intent_id, message.status));
      }
    });
  }, []);
  return (
    <main className="portico-3ds-callback">
      <p role="status">{returning ? t('threeDs.callback.returning') : t('threeDs.callback.done')}</p>
    </main>
  );
}
