import type { PaymentFlow } from '../../../protocol';
import { useTranslation } from '../../platform/i18n/react';
import { Button } from '../../ui/Button';

/** What the one Pay button says for the open method's flow. */
const LABEL_KEYS: Readonly<Record<PaymentFlow, string>> = {
  inline: 'dropin.pay',
  wallet: 'dropin.pay',
  account_link: 'dropin.continue',
  redirect: 'dropin.continue',
  qrcode: 'dropin.showQr',
  instructions: 'dropin.getInstructions',
};

export interface PayButtonProps {
  readonly flow: PaymentFlow;
  /** Formatted for the shopper (Intl.NumberFormat, the currency's minor units). */
  readonly amount: string;
  readonly busy: boolean;
  readonly onPay: () => void;
  /** Recurring mode: the button saves the method on the consent ("Agree and save"), nothing is paid now. */
  readonly saves?: boolean;
}

/** Locked (not disabled: it keeps focus and is still read) while a confirm runs. */
export function PayButton({ flow, amount, busy, onPay, saves = false }: PayButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="primary"
      busy={busy}
      className="portico-dropin__pay"
      // Focus stays in the field being left until the press is done: its blur would show the field's
      // message, push this button down between mouse-down and mouse-up, and the click would be lost.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPay}
    >
      {busy ? t(saves ? 'consent.saving' : 'dropin.processing') : saves ? t('consent.save') : t(LABEL_KEYS[flow], { amount })}
    </Button>
  );
}
