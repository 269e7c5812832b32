import type { ConsentAccount } from '../../../platform/api/consent-micro-deposits';
import { useTranslation } from '../../../platform/i18n/react';
import { format } from '../account-rules';
import { isDirectDebitScheme } from '../../../payment/consent/direct-debit-schemes';

/** The bank code as the shopper knows it (sort code 12-34-56, BSB 123-456). */
function bankCode(account: ConsentAccount): string | null {
  if (!account.bankCode || !isDirectDebitScheme(account.type)) return account.bankCode;
  if (account.type === 'bacs_direct_debit') return format('sort_code', account.type, account.bankCode);
  if (account.type === 'becs_direct_debit') return format('bsb', account.type, account.bankCode);
  return account.bankCode;
}

/** Which account, whose, and for whom: never the full number (the provider keeps only the last four). */
export function AccountSummary({ account, merchant }: { readonly account: ConsentAccount | null; readonly merchant: string | null }) {
  const { t } = useTranslation();
  const masked = account ? [account.bankName ?? bankCode(account), account.last4 ? `•••• ${account.last4}` : null].filter(Boolean).join(' ') : null;
  const rows: Array<[string, string]> = [
    ...(masked ? [[t('directDebit.page.account'), masked] as [string, string]] : []),
    ...(account?.holderName ? [[t('directDebit.page.holder'), account.holderName] as [string, string]] : []),
    [t('directDebit.page.payee'), merchant ?? t('directDebit.page.payeeUnknown')],
  ];
  return (
    <dl className="portico-dd__summary">
      {rows.map(([label, value]) => (
        <div key={label} className="portico-dd__summary-row">
          <dt>{label}</dt>
          {/* Codes and masked numbers keep their own direction (bdi), placed where the language's text starts. */}
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
