import { useTranslation } from '../../../platform/i18n/react';
import { CopyButton } from './CopyButton';
import type { InstructionRow } from './rows';

export interface VoucherRowProps {
  readonly row: InstructionRow;
  /** The id of the value's element, selected when the clipboard refuses. */
  readonly valueId: string;
  readonly onResult: (message: string, failed: boolean) => void;
}

/** One line of a voucher: its label above, the value (a code in fixed-width figures) and, for a code, its copy button. */
export function VoucherRow({ row, valueId, onResult }: VoucherRowProps) {
  const { t } = useTranslation();
  const label = t(row.labelKey);
  return (
    <div className={row.copy ? 'portico-instr__row portico-instr__row--code' : 'portico-instr__row'} data-row={row.id}>
      <dt className="portico-instr__label">{label}</dt>
      <dd className="portico-instr__value">
        <span id={valueId} className={row.copy ? 'portico-instr__number' : undefined}>
          {row.value}
        </span>
        {row.copy && <CopyButton field={row.id} label={label} value={row.value} valueId={valueId} onResult={onResult} />}
      </dd>
    </div>
  );
}
