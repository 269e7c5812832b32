import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useConfirmIntent } from '../frame';
import { KrField } from '../kr-card/KrField';
import { EMPTY_KR_VALUES, krCardDraft, type KrCardValues } from '../kr-card/kr-fields';
import { useKrField } from '../kr-card/use-kr-field';

/**
 * `/elements/kr-card-number`: the Korean card's number, and the frame that pays.
 * It confirms with its own number and the values the group's other three frames
 * sent it (expiry, PIN digits, identifier); none of them leaves it but in the
 * confirm request.
 */
export default function KrCardNumberElement() {
  const { t } = useTranslation();
  const resetError = useRef(() => {});
  const control = useKrField('number', { onValue: () => resetError.current() });
  const others = useRef<KrCardValues>(EMPTY_KR_VALUES);
  const { status, error, reset } = useConfirmIntent(
    (params) => krCardDraft({ ...others.current, number: control.value }, params),
    () => {
      if (!control.state.valid) control.showProblem();
    },
  );
  resetError.current = () => {
    if (error) reset();
  };

  return (
    <KrField
      control={control}
      error={error?.message ?? null}
      errorIsAboutField={error?.details.field === 'number'}
      locked={status !== 'idle'}
      busy={status === 'processing'}
    >
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('card.processing') : status === 'succeeded' ? t('card.succeeded') : ''}
      </p>
    </KrField>
  );
}
