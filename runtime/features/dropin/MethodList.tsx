/**
 * The drop-in's methods as tabs (WAI-ARIA tabs: arrow keys, Home, End move and open)
 * or as an accordion (one button per method, `aria-expanded`, the open one's panel
 * under it). Locked while a payment is on its way: the choice cannot change under it.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { DropinLayout, PaymentMethodName } from '../../../protocol';
import { useTranslation } from '../../platform/i18n/react';
import { AcceptedBrands, shownBrands } from '../../ui/marks/AcceptedBrands';
import { MethodMark } from '../../ui/marks/MethodMark';
import type { DropinMethod } from './use-dropin-methods';

export interface MethodListProps {
  readonly layout: DropinLayout;
  readonly methods: readonly DropinMethod[];
  readonly open: PaymentMethodName;
  readonly locked: boolean;
  readonly onChoose: (name: PaymentMethodName) => void;
  /** The open method's body. */
  readonly panel: ReactNode;
  readonly country: string | undefined;
}

const tabId = (name: string) => `portico-dropin-tab-${name}`;
const panelId = (name: string) => `portico-dropin-panel-${name}`;

export function MethodList(props: MethodListProps) {
  return props.layout === 'tab' ? <MethodTabs {...props} /> : <MethodAccordion {...props} />;
}

function MethodLabel({ method, country }: { readonly method: DropinMethod; readonly country: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <MethodMark name={method.name} />
      <span className="portico-dropin__name">{t(`dropin.method.${method.name}`)}</span>
      {method.name === 'card' && method.cardSchemes.length > 0 && (
        <AcceptedBrands brands={shownBrands(method.cardSchemes, country).slice(0, 4)} label={t('dropin.cardBrands')} />
      )}
    </>
  );
}

function MethodTabs({ methods, open, locked, onChoose, panel, country }: MethodListProps) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + methods.length) % methods.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = methods.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = methods[next]!;
    tabs.current.get(target.name)?.focus();
    onChoose(target.name);
  };
  return (
    <>
      <div className="portico-dropin__tabs" role="tablist" aria-label={t('dropin.methods')}>
        {methods.map((method, index) => {
          const selected = method.name === open;
          return (
            <button
              key={method.name}
              ref={(node) => void (node ? tabs.current.set(method.name, node) : tabs.current.delete(method.name))}
              type="button"
              role="tab"
              id={tabId(method.name)}
              className="portico-dropin__tab"
              aria-selected={selected}
              aria-controls={panelId(method.name)}
              aria-disabled={locked && !selected ? true : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChoose(method.name)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <MethodLabel method={method} country={country} />
            </button>
          );
        })}
      </div>
      <div className="portico-dropin__panel" role="tabpanel" id={panelId(open)} aria-labelledby={tabId(open)}>
        {panel}
      </div>
    </>
  );
}

function MethodAccordion({ methods, open, locked, onChoose, panel, country }: MethodListProps) {
  const { t } = useTranslation();
  return (
    <ul className="portico-dropin__accordion" aria-label={t('dropin.methods')}>
      {methods.map((method) => {
        const expanded = method.name === open;
        return (
          <li key={method.name} className="portico-dropin__item" data-open={expanded || undefined}>
            <h3 className="portico-dropin__heading">
              <button
                type="button"
                id={tabId(method.name)}
                className="portico-dropin__header"
                aria-expanded={expanded}
                aria-controls={panelId(method.name)}
                aria-disabled={locked && !expanded ? true : undefined}
                onClick={() => onChoose(method.name)}
              >
                <span className="portico-dropin__radio" aria-hidden="true" />
                <MethodLabel method={method} country={country} />
              </button>
            </h3>
            {expanded && (
              <div className="portico-dropin__panel" role="region" id={panelId(method.name)} aria-labelledby={tabId(method.name)}>
                {panel}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
