import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from '../../../platform/i18n/i18n';
import { useTranslation } from '../../../platform/i18n/react';
import type { PaymentInstructions } from '../../../platform/api/shopper-action';
import { isPaymentMethodName } from '../../../../protocol';
import { Button } from '../../../ui/Button';
import { MethodMark } from '../../../ui/marks/MethodMark';
import { formatAmount } from '../../../platform/i18n/format';
import { deadlineText } from './deadline';
import type { InstructionRow } from './rows';
import { VoucherRow } from './VoucherRow';

/** What a method puts on its sheet: a heading, one sentence on how to pay, its numbers. */
interface SheetContent {
  readonly heading: string;
  readonly how: string;
  readonly rows: readonly InstructionRow[];
  /** Shown above the numbers (PayNow's QR code). */
  readonly visual?: ReactNode;
  /** The store's own mark, in place of the method's (a konbini chain's badge); nothing for one it does not know. */
  readonly mark?: ReactNode;
}

/** A method's sheet for its instructions (untrusted JSON: read with rows.ts). */
export type SheetOf = (instructions: PaymentInstructions, t: TFunction) => SheetContent;

export interface InstructionsSheetProps extends SheetContent {
  readonly instructions: PaymentInstructions;
}

/**
 * The voucher a shopper keeps to pay later: the method's mark and heading; a band with the
 * amount, the deadline on the shopper's clock (and the shop's, when it reads otherwise) and
 * who is paid; how to pay; the method's numbers, each with a copy button that says "Copied"
 * (and one live region that announces it); a print button; and a polite "waiting for your
 * payment" (the flow polls the intent meanwhile). Printed alone (instructions.css): no
 * buttons, black on white.
 */
export function InstructionsSheet({ heading, how, rows, visual, mark, instructions }: InstructionsSheetProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [notice, setNotice] = useState<{ readonly message: string; readonly failed: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the sheet's heading takes focus, so Tab goes on to the
  // first number. Not when focus is elsewhere (the merchant page's Pay button around a frame). In the commit
  // that shows the sheet: a Tab pressed once it shows must find focus already on the heading.
  useLayoutEffect(() => {
    if (document.hasFocus()) headingRef.current?.focus();
  }, []);
  const onResult = (message: string, failed: boolean) => setNotice({ message, failed });
  const deadline = deadlineText(instructions.deadline, i18n.language, instructions.time_zone);
  const method = instructions.method;

  return (
    <section className="portico-instr__sheet" aria-labelledby={`${id}-heading`} data-method={method}>
      <header className="portico-instr__head">
        {mark ? (
          <span className="portico-instr__badge">{mark}</span>
        ) : (
          isPaymentMethodName(method) && (
            <span className="portico-instr__mark">
              <MethodMark name={method} />
            </span>
          )
        )}
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="portico-instr__heading">
          {heading}
        </h2>
      </header>
      <dl className="portico-instr__due">
        <div className="portico-instr__due-item" data-row="amount">
          <dt className="portico-instr__label">{t('instructions.label.amount')}</dt>
          <dd className="portico-instr__amount">{formatAmount(instructions.amount, instructions.currency, i18n.language)}</dd>
        </div>
        <div className="portico-instr__due-item" data-row="deadline">
          <dt className="portico-instr__label">{t('instructions.label.deadline')}</dt>
          <dd className="portico-instr__deadline">
            <span>{deadline.local}</span>
            {deadline.shop && <span className="portico-instr__shop-time">{t('instructions.shopTime', { time: deadline.shop })}</span>}
          </dd>
        </div>
        <div className="portico-instr__due-item" data-row="beneficiary">
          <dt className="portico-instr__label">{t('instructions.label.beneficiary')}</dt>
          <dd>{instructions.beneficiary_name}</dd>
        </div>
      </dl>
      <p className="portico-instr__how">{how}</p>
      {visual}
      {rows.length > 0 && (
        <dl className="portico-instr__rows">
          {rows.map((row) => (
            <VoucherRow key={row.id} row={row} valueId={`${id}-${row.id}`} onResult={onResult} />
          ))}
        </dl>
      )}
      <p className={notice?.failed ? 'portico-instr__notice portico-instr__notice--failed' : 'portico-instr__notice'} role="status">
        {notice?.message}
      </p>
      <p className="portico-instr__keep">{t('instructions.keep')}</p>
      <p className="portico-instr__waiting" role="status">
        <span className="portico-instr__spinner" aria-hidden="true" />
        {t('instructions.waiting')}
      </p>
      <Button variant="secondary" className="portico-instr__print" onClick={() => window.print()}>
        <svg className="portico-instr__print-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M7 9V3.5h10V9M7 17H4.5V9h15v8H17M7 14h10v6.5H7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        {t('instructions.print')}
      </Button>
    </section>
  );
}
