import { useCallback, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../../platform/lib/use-latest';
import { useTranslation } from '../../../platform/i18n/react';
import type { CardChange } from '../../../../protocol';
import { useOnClear, useOnFocusRequest } from '../../../host';
import { useConfirmIntent, useSupportedBrands } from '../../../payment';
import { nextInGroup, useGroupCollector } from '../../../host/group';
import { AutofillRelay } from './AutofillRelay';
import { autofilledExpiry, KIND_OF_FIELD, splitCardValues } from './split-fields';
import { brandOfType } from '../../../ui/marks/BrandIcon';
import { buildCard, cardChange, cardState, detectBrand, formatCvcOfSize, formatNumber, numberState } from '../card-fields';
import { cardFieldMessage, isShownProblem } from '../card-messages';
import { CardForm, cardMessages, messageId } from '../CardForm';
import { CardFieldInput } from '../CardFieldInput';
import { useBinInfo } from '../use-bin-info';
import { useBootField, useMoveOnFromBoot } from '../../../host/boot/boot-fields';
import { useChangeEvent } from '../../../host';

/**
 * `/elements/card-number`: the split card's number, and the frame that pays. It
 * collects the expiry and CVC from the group's other frames (group/), builds the
 * card payment method from its number and what it received, and reports the whole
 * group's state in `change`. The number never leaves this frame but in the confirm
 * request; the page and the other frames get its brand only. Like the card, it
 * takes the merchant's brand limit (`brands`, a refused brand said at once) and
 * sends `binInfo`.
 */
export default function CardNumberElement() {
  const { t, i18n } = useTranslation();
  const accepted = useSupportedBrands();
  const input = useRef<HTMLInputElement>(null);
  // What was typed into the frame's boot markup before the runtime ran (host/boot/).
  const boot = useBootField('number', formatNumber);
  const [number, setNumber] = useState(boot.value);
  const [touched, setTouched] = useState(boot.touched);
  const numberRef = useLatest(number);
  const brand = detectBrand(number);
  const focus = useCallback(() => input.current?.focus(), []);

  const group = useGroupCollector('card-number', {
    brand: { brand: brand?.type ?? null, cvcSize: brand?.cvcSize ?? null },
    onFocus: focus,
  });
  const states = useMemo(() => cardState(splitCardValues(number, group.values), undefined, accepted), [number, group.values, accepted]);
  useBinInfo(number.replace(/\D/g, ''), states.number.problem !== 'not_accepted');

  const { status, error, reset } = useConfirmIntent(
    // Before paying, every contributor's current value (one typed a moment ago may still be on its way).
    async (params) => buildCard(splitCardValues(numberRef.current, await group.sync()), params, accepted),
    (fields) => {
      setTouched(true);
      group.post({ code: 'validate' });
      const first = fields[0];
      if (first === 'number') focus();
      else if (first === 'expiry' || first === 'cvc') group.post({ code: 'focus', kind: KIND_OF_FIELD[first] });
    },
  );
  useOnClear(() => {
    setNumber('');
    setTouched(false);
    reset();
  });
  useOnFocusRequest(focus);
  useChangeEvent(
    useMemo<CardChange>(() => cardChange(states, brand?.type ?? null), [states, brand?.type]),
    boot.value !== '',
  );

  // A number finished before the runtime ran moves on as one finished here does.
  useMoveOnFromBoot((name) => {
    const after = nextInGroup('card-number');
    if (name === 'number' && after && numberRef.current === boot.value && numberState(boot.value, accepted).valid) group.post({ code: 'focus', kind: after });
  });

  const onChange = (raw: string) => {
    const next = formatNumber(raw);
    setNumber(next);
    const after = nextInGroup('card-number');
    if (after && numberState(next, accepted).valid && !states.number.valid) group.post({ code: 'focus', kind: after });
    if (error) reset();
  };
  const onAutofill = (field: 'expiry' | 'cvc', value: string) => {
    if (field === 'expiry') group.fill('update_expiry', autofilledExpiry(value));
    else group.fill('update_cvc', formatCvcOfSize(value, brand?.cvcSize ?? null));
  };

  const problem = states.number.problem;
  const own = isShownProblem(problem, touched)
    ? [{ field: 'number' as const, text: cardFieldMessage('number', problem, { t, language: i18n.language, brand, accepted }) }]
    : [];
  const messages = cardMessages(error, own, ['number']);
  const wrong = messages[0]?.field === 'number';
  return (
    <CardForm messages={messages} status={status} brandName={brand?.niceType} single>
      <CardFieldInput
        field="number"
        value={number}
        inputRef={input}
        invalid={wrong}
        describedBy={wrong ? messageId('number') : undefined}
        readOnly={status !== 'idle'}
        brand={brandOfType(brand?.type)}
        onChange={onChange}
        onBlur={() => {
          if (!states.number.empty) setTouched(true);
        }}
      />
      <AutofillRelay onFill={onAutofill} />
    </CardForm>
  );
}
