import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import type { FieldChange } from '../../../../protocol';
import { useOnClear, useOnFocusRequest } from '../../../host';
import { nextInGroup, useGroupContributor } from '../../../host/group';
import { receiveCarried } from '../../../host/group/carry';
import type { FieldState } from '../card-fields';
import { CardForm, messageId } from '../CardForm';
import { CardFieldInput } from '../CardFieldInput';
import { useChangeEvent } from '../../../host';
import { useBootField, useMoveOnFromBoot } from '../../../host/boot/boot-fields';
import { useLatest } from '../../../platform/lib/use-latest';

/** How a contributing field formats and checks what is typed; `cvcSize` is the brand's, once the number frame knows it. */
export interface ContributorRules {
  readonly field: 'expiry' | 'cvc';
  readonly format: (raw: string, previous: string, cvcSize: number | null) => string;
  readonly state: (value: string, cvcSize: number | null) => FieldState;
}

/**
 * A split card field that contributes to its group (expiry, CVC): its own input and
 * inline error; its value goes to the number frame, which pays (group/).
 */
export function ContributorField({ rules }: { readonly rules: ContributorRules }) {
  const { t } = useTranslation();
  const { field, format } = rules;
  // The field is its own element kind (`expiry`, `cvc`).
  const kind = field;
  const input = useRef<HTMLInputElement>(null);
  // What was typed into the frame's boot markup before the runtime ran (host/boot/).
  const boot = useBootField(field, (raw) => format(raw, '', null));
  const [value, setValue] = useState(boot.value);
  const [touched, setTouched] = useState(boot.touched);
  const [cvcSize, setCvcSize] = useState<number | null>(null);
  const state = rules.state(value, cvcSize);
  const focus = () => input.current?.focus();

  const post = useGroupContributor(kind, value, {
    onFill: (filled) => setValue(format(filled, '', cvcSize)),
    onBrand: (brand) => {
      setCvcSize(brand.cvcSize);
      // A CVC typed before the brand was known is cut to the brand's length.
      if (field === 'cvc') setValue((prev) => format(prev, prev, brand.cvcSize));
    },
    onFocus: focus,
    onValidate: () => setTouched(true),
    onCarried: (text, typed) => {
      const carried = {
        format: (raw: string, previous: string) => format(raw, previous, cvcSize),
        complete: (next: string) => rules.state(next, cvcSize).valid,
      };
      receiveCarried(nextInGroup(kind), text, typed, carried, setValue, state.valid, post);
    },
  });
  useOnClear(() => {
    setValue('');
    setTouched(false);
  });
  useOnFocusRequest(focus);
  useChangeEvent(
    useMemo<FieldChange>(() => ({ empty: state.empty, complete: state.valid }), [state.empty, state.valid]),
    boot.value !== '',
  );

  // A field finished before the runtime ran moves on as one finished here does.
  const latest = useLatest({ value, cvcSize });
  useMoveOnFromBoot((name) => {
    const after = nextInGroup(kind);
    const { value: now, cvcSize: size } = latest.current;
    if (name === field && after && now === boot.value && rules.state(now, size).valid) post({ code: 'focus', kind: after });
  });

  const onChange = (raw: string) => {
    const next = format(raw, value, cvcSize);
    setValue(next);
    // Move on across frames when this field is done, as within the card element.
    const after = nextInGroup(kind);
    if (after && rules.state(next, cvcSize).valid && !state.valid) post({ code: 'focus', kind: after });
  };

  const wrong = touched && state.problem !== null;
  return (
    <CardForm messages={wrong ? [{ field, text: t(`card.${field}.${state.problem}`) }] : []} status="idle" single>
      <CardFieldInput
        field={field}
        value={value}
        inputRef={input}
        invalid={wrong}
        describedBy={wrong ? messageId(field) : undefined}
        readOnly={false}
        onChange={onChange}
        onBlur={() => {
          if (!state.empty) setTouched(true);
        }}
      />
    </CardForm>
  );
}
