import { useTranslation } from '../../../platform/i18n/react';

export interface PaidPanelProps {
  readonly title: string;
  readonly text?: string;
}

/** "Payment received": a tick, a title and one sentence, announced when it replaces the instructions. */
export function PaidPanel({ title, text }: PaidPanelProps) {
  return (
    <div className="portico-instr__paid" role="status">
      <svg className="portico-instr__tick" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="var(--_bg)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="portico-instr__heading">{title}</h2>
      {text && <p className="portico-instr__how">{text}</p>}
    </div>
  );
}

/** The paid panel of a method body: the amount of the instructions it showed, if any. */
export function MethodPaid({ amount }: { readonly amount: string | null }) {
  const { t } = useTranslation();
  return <PaidPanel title={t('instructions.paid.title')} {...(amount ? { text: t('instructions.paid.text', { amount }) } : {})} />;
}
