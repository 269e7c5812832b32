import { useCallback, useEffect, useRef, useState } from 'react';
import { CHALLENGE_TIMEOUT_MS, checkDeclaredOrigin, type ThreeDsResult } from '../../../protocol';
import { useDocumentApi } from '../../platform/api/document-api';
import { lazyModule } from '../../payment/load-confirm-payment';
import { CallRegistry } from '../../host/call-registry';
import { connectToParent, type ParentBridge } from '../../host/parent-bridge';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishThreeDs from '../../platform/i18n/locales/en/threeDs.json';
import { useTheme } from '../../platform/theme/use-theme';
import { challengeWindowOf, readChallengeOptions, type ChallengeOptions, type ChallengeWindow } from './challenge-options';
import './challenge.css';
import { handOff } from '../../platform/handoff/lazy';
import { Button } from '../../ui/Button';

const ACS_FRAME = 'portico-acs';

/** The 3-D Secure steps, each from where it is defined: one chunk, the confirm chunk (vite.config.ts). */
const loadChallengeKit = lazyModule(() =>
  Promise.all([
    import('../../platform/api/payment-intents'),
    import('../../platform/api/redirect-form'),
    import('../../payment/three-ds/callback-message'),
    import('./challenge-result'),
    import('./return-target'),
  ]),
);

/**
 * `/elements/3ds-challenge`: the bank's challenge page inside our own, with a title
 * bar and a close button. The SDK shows it in an overlay or a popup and hears how
 * it ended (`on3dsResult`); as a whole tab (the redirect fallback) it hands the tab
 * to the bank, whose answer comes back through `/page/3ds-callback`.
 */
export default function ChallengePage() {
  const { t } = useTranslation();
  const [options] = useState(() => readChallengeOptions(window.location.hash));
  const [where] = useState(() => challengeWindowOf(window));
  if (!options) {
    return (
      <p className="portico-refusal" role="alert">
        {t('frame.options_invalid')}
      </p>
    );
  }
  return <Challenge options={options} where={where} />;
}

type Phase = 'loading' | 'shown' | 'done';

function Challenge({ options, where }: { readonly options: ChallengeOptions; readonly where: ChallengeWindow }) {
  const { t } = useTranslation();
  // The challenge's and the callback's English: only these pages need it (screen-strings.ts).
  useEnglishSection(englishThreeDs);
  const [phase, setPhase] = useState<Phase>('loading');
  const acs = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<ParentBridge | null>(null);
  const submitted = useRef(false);
  // Light whatever the merchant's mode: the bank's page below is light, and a dark bar over it reads as two windows.
  // The brand colour stays (the focus ring).
  const theme = useTheme(lightAppearance(options.appearance));
  const heading = useRef<HTMLHeadingElement>(null);

  const documentApi = useDocumentApi();
  // How it ended, kept: a press on close can come before the effect below has connected (a loaded machine
  // runs the first commit's effects late); the connection then reports it.
  const ending = useRef<ThreeDsResult | null>(null);
  const end = useCallback((result: ThreeDsResult) => {
    if (ending.current) return;
    ending.current = result;
    setPhase('done');
    bridge.current?.emit('on3dsResult', result);
  }, []);
  const cancel = useCallback(() => end({ outcome: 'cancel', reason: 'closed' }), [end]);

  // Overlay and popup: the same handshake as every element, with the page that opened us.
  useEffect(() => {
    if (where === 'redirect') return;
    if (where === 'overlay' && !checkDeclaredOrigin(options.origin, window.location.ancestorOrigins).ok) return;
    const target = where === 'overlay' ? window.parent : (window.opener as Window);
    const connected = connectToParent({ win: window, target, channel: options.channel, parentOrigin: options.origin, calls: new CallRegistry().exposed() });
    bridge.current = connected;
    connected.emit('on3dsChallenge', { mode: where });
    if (ending.current) connected.emit('on3dsResult', ending.current);
    return () => connected.close();
  }, [options, where]);
  // The overlay's frame and dialog are named in the shopper's language (again if the language arrives later).
  const title = t('threeDs.challenge.title');
  useEffect(() => {
    if (where !== 'redirect') bridge.current?.emit('on3dsChallenge', { mode: where, title });
  }, [title, where]);

  useEffect(() => {
    const run = async () => {
      const [
        { retrievePaymentIntent },
        { CHALLENGE_STAGE, readRedirectForm, submitRedirectForm },
        { callbackUrl, waitForCallback },
        { challengeResultOf },
        { storeReturnTarget },
      ] = await loadChallengeKit();
      const client = await documentApi.forSecret(options.clientSecret)();
      const intent = await retrievePaymentIntent(client, options.intentId);
      const form = readRedirectForm(intent.next_action);
      // Already over (a reload after the answer, another tab): report what the provider says.
      if (intent.status !== 'REQUIRES_CUSTOMER_ACTION' || form?.stage !== CHALLENGE_STAGE) return end(challengeResultOf(intent));
      const notify = callbackUrl(window.location.origin);
      if (where === 'redirect') {
        const back = typeof intent.return_url === 'string' ? intent.return_url : options.returnUrl;
        // Kept with a hand-off for a secret it carries: storage outlives this page.
        if (back) storeReturnTarget(window.sessionStorage, { intent_id: intent.id, url: await handOff(back) });
        return submitRedirectForm(document, form, '_self', notify);
      }
      const frame = acs.current;
      if (!frame) return;
      const answered = waitForCallback(window, frame, CHALLENGE_TIMEOUT_MS);
      submitted.current = true;
      submitRedirectForm(document, form, ACS_FRAME, notify);
      if (!(await answered)) return end({ outcome: 'challenge_error', reason: 'timeout' });
      end(challengeResultOf(await retrievePaymentIntent(client, options.intentId)));
    };
    run().catch(() => end({ outcome: 'challenge_error', reason: 'load_failed' }));
  }, [options, where, end, documentApi]);

  // Escape cancels, here and (where the browser lets us see it) inside the bank's page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && where !== 'redirect') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cancel, where]);

  const onAcsLoad = () => {
    if (!submitted.current) return;
    setPhase((current) => (current === 'loading' ? 'shown' : current));
    const bank = readableBank(acs.current);
    bank?.addEventListener('keydown', (event) => event.key === 'Escape' && cancel());
    // The frame as tall as the bank's page (its EMV window at most, the SDK's cap), where we can measure it.
    const height = bank ? contentHeight(bank) : 0;
    if (height && where === 'overlay') bridge.current?.emit('onResize', { height: height + (heading.current?.parentElement?.offsetHeight ?? 0) });
    // Focus into the challenge: the bank's first field where we can reach it (autofocus is refused in a
    // cross-origin frame), our heading otherwise, so a keyboard starts inside the dialog with a visible ring.
    const field = bank?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
    if (field) field.focus();
    else heading.current?.focus();
  };

  return (
    <div className="portico-3ds" style={theme.style} data-mode={theme.scheme}>
      <header className="portico-3ds__bar">
        <h1 ref={heading} className="portico-3ds__title" tabIndex={-1}>
          {t('threeDs.challenge.title')}
        </h1>
        {where !== 'redirect' && (
          <Button variant="icon" aria-label={t('threeDs.challenge.close')} onClick={cancel}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        )}
      </header>
      {phase === 'loading' && (
        <p className="portico-3ds__status" role="status">
          {t('threeDs.challenge.loading')}
        </p>
      )}
      {where !== 'redirect' && (
        <iframe
          ref={acs}
          name={ACS_FRAME}
          title={t('threeDs.challenge.frame')}
          className={`portico-3ds__acs${phase === 'loading' ? ' portico-3ds__acs--loading' : ''}`}
          onLoad={onAcsLoad}
        />
      )}
    </div>
  );
}

function lightAppearance(appearance: ChallengeOptions['appearance']): ChallengeOptions['appearance'] {
  const brand = appearance?.variables?.colorBrand;
  return { mode: 'light', ...(brand ? { variables: { colorBrand: brand } } : {}) };
}

/** The bank's page when it is on our origin (the sandbox's simulator); null for a real bank's other origin. */
function readableBank(frame: HTMLIFrameElement | null): Document | null {
  try {
    return frame?.contentWindow?.document ?? null;
  } catch {
    return null;
  }
}

/** How tall the bank's page draws: its content's bottom, with the same room below as above. */
function contentHeight(bank: Document): number {
  const main = bank.body.firstElementChild?.getBoundingClientRect();
  return main ? Math.ceil(main.bottom + main.top) : 0;
}
