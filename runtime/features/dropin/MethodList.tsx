/**
 * The drop-in's methods as tabs (ui/Tabs: arrow keys, Home, End move and open)
 * or as an accordion (one button per method, `aria-expanded`, the open one's panel
 * under it). Locked while a payment is on its way: the choice cannot change under it.
 */
import type { ReactNode } from 'react';
import type { DropinLayout, PaymentMethodName } from '../../../protocol';
import { useTranslation } from '../../platform/i18n/react';
import { AcceptedBrands, leadingBrands } from '../../ui/marks/AcceptedBrands';
import { AccordionRow } from '../../ui/AccordionRow';
import { Tabs } from '../../ui/Tabs';
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
      {method.name === 'card' && <AcceptedBrands brands={leadingBrands(method.cardSchemes, country, 4)} label={t('dropin.cardBrands')} />}
    </>
  );
}

function MethodTabs({ methods, open, locked, onChoose, panel, country }: MethodListProps) {
  const { t } = useTranslation();
  const byName = new Map(methods.map((method) => [method.name, method]));
  return (
    <Tabs
      label={t('dropin.methods')}
      moreLabel={t('dropin.more')}
      tabs={methods.map((method) => method.name)}
      selected={open}
      locked={locked}
      onSelect={onChoose}
      tabId={tabId}
      panelId={panelId}
      renderTab={(name) => <MethodLabel method={byName.get(name)!} country={country} />}
      panelClass="portico-dropin__panel"
    >
      {panel}
    </Tabs>
  );
}

function MethodAccordion({ methods, open, locked, onChoose, panel, country }: MethodListProps) {
  const { t } = useTranslation();
  return (
    <ul className="portico-dropin__accordion" aria-label={t('dropin.methods')}>
      {methods.map((method) => (
        <AccordionRow
          key={method.name}
          id={tabId(method.name)}
          panelId={panelId(method.name)}
          expanded={method.name === open}
          locked={locked}
          onOpen={() => onChoose(method.name)}
          header={<MethodLabel method={method} country={country} />}
          className="portico-dropin__item"
          panelClass="portico-dropin__panel"
        >
          {panel}
        </AccordionRow>
      ))}
    </ul>
  );
}
