/**
 * The drop-in's saved methods (its own chunk, loaded only with a `customer_id`):
 * one radio group of the customer's cards and accounts, then "Use a new payment
 * method". The chosen saved method pays with the drop-in's Pay button (a card
 * after its CVC); choosing a new one shows the drop-in's usual list under the
 * group. Each method has a Remove button, confirmed in a dialog; once removed it
 * leaves the list, and focus moves to the radio now chosen. Its English strings
 * come with the drop-in (SavedMethodsArea): the loading and failure lines need them first.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import type { SavedMethod } from './saved-methods';
import { ConfirmActivityContext } from '../../../payment';
import { savedTitle, spokenTitle } from './describe';
import { RemoveDialog } from './RemoveDialog';
import { SavedPayment } from './SavedPayment';
import { SavedRow } from './SavedRow';
import type { NewMethod, SavedSectionProps } from './section-props';
import './saved.css';
import { Radio } from '../../../ui/Radio';

export { offeredMethods } from './describe';

const NEW_METHOD: NewMethod = 'new';

type Removal = { readonly method: SavedMethod; readonly busy: boolean; readonly failed: boolean };

export default function SavedSection({ methods, selected, onSelect, locked, remove, activity, footer, onDialog }: SavedSectionProps) {
  const { t } = useTranslation();
  const group = useId();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const radios = useRef(new Map<string, HTMLInputElement>());
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const status = useRef<HTMLParagraphElement>(null);
  /** Where focus goes once the dialog has closed and the list is back. */
  const focusNext = useRef<(() => void) | null>(null);

  // In the commit that shows the list again: the removal's answer comes from the network, and a key the
  // shopper presses once the list shows must find focus on the radio, not on the body the dialog left.
  useLayoutEffect(() => {
    if (removal !== null || !focusNext.current) return;
    focusNext.current();
    focusNext.current = null;
  }, [removal, methods, selected]);

  const chosen = methods.find((method) => method.id === selected) ?? null;
  const choose = (choice: string) => !locked && onSelect(choice);

  const close = () => {
    setRemoval(null);
    onDialog(false);
  };
  const keep = (method: SavedMethod) => {
    focusNext.current = () => removeButtons.current.get(method.id)?.focus();
    close();
  };
  const confirmRemoval = async (method: SavedMethod) => {
    setRemoval({ method, busy: true, failed: false });
    if (!(await remove(method.id))) {
      setRemoval({ method, busy: false, failed: true });
      return;
    }
    const rest = methods.filter((other) => other.id !== method.id);
    const next = selected === method.id ? (rest[0]?.id ?? NEW_METHOD) : selected;
    if (next !== selected) onSelect(next);
    setRemoved(savedTitle(method, t));
    focusNext.current = () => (rest.length > 0 ? radios.current.get(next)?.focus() : status.current?.focus());
    close();
  };

  return (
    <div className="portico-saved">
      {removal && (
        <RemoveDialog
          title={savedTitle(removal.method, t)}
          spoken={spokenTitle(removal.method, t)}
          busy={removal.busy}
          failed={removal.failed}
          onRemove={() => void confirmRemoval(removal.method)}
          onKeep={() => keep(removal.method)}
        />
      )}
      {/* Hidden, not unmounted, while the dialog is open: a CVC already typed stays. */}
      <div hidden={removal !== null}>
        {methods.length > 0 && (
          <fieldset className="portico-saved__group" role="radiogroup" aria-labelledby={`${group}-legend`}>
            <legend id={`${group}-legend`} className="portico-saved__legend">
              {t('savedMethods.heading')}
            </legend>
            <ul className="portico-saved__list">
              {methods.map((method) => (
                <SavedRow
                  key={method.id}
                  method={method}
                  group={group}
                  checked={method.id === selected}
                  locked={locked}
                  onSelect={() => choose(method.id)}
                  onRemove={() => {
                    setRemoval({ method, busy: false, failed: false });
                    onDialog(true);
                  }}
                  radioRef={(node) => void (node ? radios.current.set(method.id, node) : radios.current.delete(method.id))}
                  removeRef={(node) => void (node ? removeButtons.current.set(method.id, node) : removeButtons.current.delete(method.id))}
                >
                  {method.id === selected && (
                    <ConfirmActivityContext.Provider value={activity}>
                      <SavedPayment key={method.id} method={method} />
                    </ConfirmActivityContext.Provider>
                  )}
                </SavedRow>
              ))}
              <li className="portico-saved__row portico-saved__row--new" data-checked={selected === NEW_METHOD || undefined}>
                <div className="portico-saved__head">
                  <Radio
                    inputRef={(node) => void (node ? radios.current.set(NEW_METHOD, node) : radios.current.delete(NEW_METHOD))}
                    id={`${group}-new`}
                    name={group}
                    value={NEW_METHOD}
                    checked={selected === NEW_METHOD}
                    locked={locked}
                    onChange={() => choose(NEW_METHOD)}
                  />
                  <label htmlFor={`${group}-new`} className="portico-saved__choice">
                    <span className="portico-saved__title">{t('savedMethods.useNew')}</span>
                  </label>
                </div>
              </li>
            </ul>
          </fieldset>
        )}
        {chosen && footer}
        <p ref={status} className="portico-saved__removed" role="status" tabIndex={-1}>
          {removed ? t('savedMethods.removed', { method: removed }) : null}
        </p>
      </div>
    </div>
  );
}
