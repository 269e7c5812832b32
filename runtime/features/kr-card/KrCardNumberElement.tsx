import { useLatest } from '../../platform/lib/use-latest';
import { useTranslation } from '../../platform/i18n/react';
import { useOnClear } from '../../host';
import { useConfirmIntent } from '../../payment';
import { nextInGroup, useGroupCollector } from '../../host/group';
import { KrField } from './KrField';
import { KR_FIELDS, KR_FIELD_NAMES, krCardDraft, krGroupValues, type KrFieldName } from './kr-fields';
import { useKrChange, useKrField } from './use-kr-field';

/** Korean cards have no brand-dependent rule in the other fields (no CVC): nothing to tell them. */
const NO_BRAND = { brand: null, cvcSize: null } as const;

/**
 * `/elements/kr-card-number`: the Korean card's number, and the frame that pays. It
 * collects the expiry, the PIN's first two digits and the identifier from the
 * group's other frames (group/), confirms with all four, and reports the whole
 * group's state in `change`. The number never leaves this frame but in the confirm
 * request.
 */
export default function KrCardNumberElement() {
  const { t } = useTranslation();
  const control = useKrField('number', {
    // Typing again clears a failed payment's message (run as the shopper types: `error` and `reset` below are the latest).
    onValue: () => {
      if (error) reset();
    },
    onDone: () => {
      const after = nextInGroup('kr-card-number');
      if (after) group.post({ code: 'focus', kind: after });
    },
  });
  const group = useGroupCollector('kr-card-number', { brand: NO_BRAND, onFocus: control.focus });
  const numberRef = useLatest(control.value);

  const values = krGroupValues(control.value, group.values);
  const states = KR_FIELD_NAMES.map((name) => KR_FIELDS[name].state(values[name]));
  const empty = states.every((state) => state.empty);
  const complete = states.every((state) => state.valid);
  useKrChange({ empty, complete }, control.typedBeforeBoot);

  const { status, error, reset } = useConfirmIntent(
    // Before paying, every contributor's current value (one typed a moment ago may still be on its way).
    async (params) => krCardDraft(krGroupValues(numberRef.current, await group.sync()), params),
    (fields) => {
      control.reveal();
      group.post({ code: 'validate' });
      const first = fields[0] as KrFieldName | undefined;
      if (first === 'number') control.focus();
      else if (first) group.post({ code: 'focus', kind: KR_FIELDS[first].kind });
    },
  );
  useOnClear(reset);

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
