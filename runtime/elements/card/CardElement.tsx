import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appearance, UpdateParams } from '../../../protocol';
import { createApiClient } from '../../api/client';
import type { CallHandlers } from '../../bridge/parent-bridge';
import { readFrameContext } from '../../bridge/frame-context';
import { useParentBridge } from '../../bridge/use-parent-bridge';
import type { ElementScreenProps, ScreenServices } from '../../app/screen-props';
import { logEvent } from '../../telemetry/log';
import { appearanceToCssVariables } from '../../theme/appearance';
import { CardForm } from './CardForm';

// Spec §8: a failure to post to the parent page is logged.
const logPostError = (error: unknown) => logEvent('onPostWindowMessageError', 'error', { error: String(error) });

/**
 * `/elements/card`: number, expiry and CVC in one frame. Renders nothing payable
 * unless the frame may talk to the page that embeds it (handshake step 2).
 */
export default function CardElement({ options, clientSecret, intentId, setLanguage, apiBase = '' }: ElementScreenProps & ScreenServices) {
  const { t } = useTranslation();
  const context = useMemo(() => readFrameContext(window, options), [options]);
  const handlers = useRef<CallHandlers>({});
  const emit = useParentBridge(context, () => handlers.current, logPostError);
  const [appearance, setAppearance] = useState<Appearance | undefined>(options?.appearance);
  const client = useMemo(
    () => (clientSecret ? createApiClient({ base: apiBase, clientSecret, trackerId: crypto.randomUUID() }) : null),
    [apiBase, clientSecret],
  );
  const style = useMemo(() => appearanceToCssVariables(appearance).variables as CSSProperties, [appearance]);

  const onUpdate = useCallback(async (update: Extract<UpdateParams, { action: 'options' }>) => {
    if (update.appearance !== undefined) setAppearance(update.appearance);
    if (update.locale !== undefined && setLanguage) await setLanguage(update.locale);
  }, [setLanguage]);
  const registerHandlers = useCallback((next: CallHandlers) => {
    handlers.current = next;
  }, []);

  if (!context.ok) {
    return (
      <p className="portico-refusal" role="alert">
        {t(context.reason === 'ancestor_mismatch' || context.reason === 'not_framed' ? 'frame.origin_mismatch' : 'frame.options_invalid')}
      </p>
    );
  }
  return (
    <div style={style}>
      <CardForm client={client} intentId={intentId} emit={emit} registerHandlers={registerHandlers} onUpdate={onUpdate} />
    </div>
  );
}
