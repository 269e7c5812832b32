import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from '../../../platform/i18n/i18n';
import { useTranslation } from '../../../platform/i18n/react';
import type { PaymentInstructions } from '../../../platform/api/shopper-action';
import { CopyButton } from './CopyButton';
import { formatAmount, formatDeadline } from '../../../platform/i18n/format';
import type { InstructionRow } from './rows';

/** What a method puts on its sheet: a heading, one sentence on how to pay, its numbers. */
interface SheetContent {
  readonly heading: string;
  readonly how: string;
  readonly rows: readonly InstructionRow[];
  /** Shown above the numbers (PayNow's QR code). */
  readonly visual?: ReactNode;
}

/** A method's sheet for its instructions (untrusted JSON: read with rows.ts). */
export type SheetOf = (instructions: PaymentInstructions, t: TFunction) => SheetContent;

export interface InstructionsSheetProps extends SheetContent {
  readonly instructions: PaymentInstructions;
}

/**
 * The instructions to pay later: amount, deadline in the shopper's time zone, who
 * is paid, the method's numbers each with a copy button, a print button, and a
 * polite "waiting for your payment" (the flow polls the intent meanwhile).
 * Printed alone (instructions.css): no buttons, black on white.
 */
export function InstructionsSheet({ heading, how, rows, visual, instructions }: InstructionsSheetProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [notice, setNotice] = useState<{ readonly message: string; readonly failed: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the sheet's heading takes focus, so Tab goes on to the
  // first number. Not when focus is elsewhere (the merchant page's Pay button around a frame).
  useEffect(() => {
    if (document.hasFocus()) headingRef.current?.focus();
  }, []);
  const onResult = (message: string, failed: boolean) => setNotice({ message, failed });
  const common: InstructionRow[] = [
    { id: 'amount', labelKey: 'instructions.label.amount', value: formatAmount(instructions.amount, instructions.currency, i18n.language), copy: false },
    { id: 'deadline', labelKey: 'instructions.label.deadline', value: formatDeadline(instructions.deadline, i18n.language), copy: false },
    { id: 'beneficiary', labelKey: 'instructions.label.beneficiary', value: instructions.beneficiary_name, copy: false },
  ];

  return (
    <section className="portico-instr__sheet" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="portico-instr__heading">
        {heading}
      </h2>
      <p className="portico-instr__how">{how}</p>
      {visual}
      <dl className="portico-instr__rows">
        {[...common, ...rows].map((row) => {
          const label = t(row.labelKey);
          const valueId = `${id}-${row.id}`;
          return (
            <div key={row.id} className="portico-instr__row" data-row={row.id}>
              <dt className="portico-instr__label">{label}</dt>
              <dd className="portico-instr__value">
                <span id={valueId} className={row.copy ? 'portico-instr__number' : undefined}>
                  {row.value}
                </span>
                {row.copy && <CopyButton field={row.id} label={label} value={row.value} valueId={valueId} onResult={onResult} />}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className={notice?.failed ? 'portico-instr__notice portico-instr__notice--failed' : 'portico-instr__notice'} role="status">
        {notice?.message}
      </p>
      <p className="portico-instr__keep">{t('instructions.keep')}</p>
      <p className="portico-instr__waiting" role="status">
        <span className="portico-instr__spinner" aria-hidden="true" />
        {t('instructions.waiting')}
      </p>
      <button type="button" className="portico-button portico-button--secondary portico-instr__print" onClick={() => window.print()}>
        {t('instructions.print')}
      </button>
    </section>
  );
}
