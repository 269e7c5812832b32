import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import type { SavedMethod } from './saved-methods';
import { savedDetail, savedTitle, spokenTitle } from './describe';
import { MethodIcon } from './MethodIcon';
import { Button } from '../../../ui/Button';
import { Radio } from '../../../ui/Radio';

export interface SavedRowProps {
  readonly method: SavedMethod;
  /** The radio group's name, one per section. */
  readonly group: string;
  readonly checked: boolean;
  readonly locked: boolean;
  readonly onSelect: () => void;
  readonly onRemove: () => void;
  readonly radioRef: Ref<HTMLInputElement>;
  readonly removeRef: Ref<HTMLButtonElement>;
  /** Under the chosen row: its CVC and its payment's message. */
  readonly children?: ReactNode;
}

/**
 * One saved method: a radio (its badge, "Visa •••• 1111", "Expires 12/29") and a
 * Remove button beside it. The title is spoken as "Visa ending in 1111".
 */
export function SavedRow({ method, group, checked, locked, onSelect, onRemove, radioRef, removeRef, children }: SavedRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const title = savedTitle(method, t);
  const spoken = spokenTitle(method, t);
  const detail = savedDetail(method, t);
  return (
    <li className="portico-saved__row" data-checked={checked || undefined}>
      <div className="portico-saved__head">
        <Radio inputRef={radioRef} id={`${id}-radio`} name={group} value={method.id} checked={checked} locked={locked} onChange={onSelect} />
        <label htmlFor={`${id}-radio`} className="portico-saved__choice">
          <MethodIcon method={method} />
          <span className="portico-saved__text">
            <span className="portico-saved__title" aria-hidden="true" dir="auto">
              {title}
            </span>
            <span className="portico-visually-hidden">{spoken}</span>
            {detail && <span className="portico-saved__detail">{detail}</span>}
          </span>
        </label>
        <Button
          ref={removeRef}
          variant="link"
          className="portico-saved__remove"
          aria-label={t('savedMethods.removeLabel', { method: spoken })}
          locked={locked}
          onClick={onRemove}
        >
          {t('savedMethods.remove')}
        </Button>
      </div>
      {children}
    </li>
  );
}
