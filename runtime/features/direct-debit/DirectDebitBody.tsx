/**
 * Direct debit (ACH, Bacs, SEPA, BECS): one body, shown as the drop-in's open method
 * (`useMethod()`). Two ways for the schemes with a link page: "Link your bank
 * account" (the provider's Plaid- or TrueLayer-style page, start-link.ts), or the
 * account form; BECS has only the form. Either way the scheme's mandate is shown and
 * must be agreed. Everything is checked before any call (a draft `{ ok: false,
 * fields }` sends nothing); typed details are debited at once in payment mode; in
 * recurring mode the lead's consent verify takes the same draft
 * (consent-shape.ts maps it) and micro-deposits show what happens next.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../platform/lib/use-latest';
import type { FieldChange } from '../../../protocol';
import { useFrameClaims } from '../../host/use-frame-claims';
import { useChangeEvent, useEmit, useOnClear, useOnFocusRequest } from '../../host';
import { useConfirmIntent, type PaymentMethodDraft } from '../../payment';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import strings from '../../platform/i18n/locales/en/directDebit.json';
import { useMethod } from '../../host/method-context';
import { fieldOfProviderError, formFields, formProblems, linkPaymentMethod, typedPaymentMethod, type FormField } from './account-form';
import { AccountFields } from './AccountFields';
import { Mandate } from './Mandate';
import { MicroDepositsPending, isMicroDepositsAction } from './MicroDepositsPending';
import { SCHEMES, isDirectDebitScheme, type DirectDebitScheme } from '../../payment/consent/direct-debit-schemes';
import { startLink } from './start-link';
import { useBankLink } from './bank-link/use-bank-link';
import { LinkInPopup } from './bank-link/LinkInPopup';
import { useAccountForm } from './use-account-form';
import './direct-debit.css';
import { Button } from '../../ui/Button';
import { HiddenSubmit } from '../../ui/HiddenSubmit';

export default function DirectDebitBody() {
  useEnglishSection(strings);
  const { t } = useTranslation();
  const emit = useEmit();
  const method = useMethod('ach_direct_debit');
  const scheme: DirectDebitScheme = isDirectDebitScheme(method) ? method : 'ach_direct_debit';
  const row = SCHEMES[scheme];
  const merchant = useFrameClaims().business_name ?? null;
  const id = useId();

  const [linking, setLinking] = useState(row.linkable);
  const linkingRef = useLatest(linking);
  const form = useAccountForm(scheme);
  const fieldsNow = () => formFields(scheme, linkingRef.current);

  const build = (): PaymentMethodDraft => {
    const problems = formProblems(fieldsNow(), scheme, form.valuesRef.current);
    if (problems.length > 0) return { ok: false, fields: problems };
    if (linkingRef.current && scheme !== 'becs_direct_debit') return { ok: true, paymentMethod: linkPaymentMethod(scheme) };
    return { ok: true, paymentMethod: typedPaymentMethod(scheme, form.valuesRef.current) };
  };
  const { status, error, action, pay, reset } = useConfirmIntent(build, () => form.showAll(fieldsNow()));
  // "Link your bank account": the provider's link page in a popup opened by the click (runtime/payment/bank-link/).
  const bankLink = useBankLink({ pay, reset });
  const locked = status === 'processing' || status === 'succeeded' || status === 'waiting';

  useOnClear(() => {
    reset();
    form.clear();
  });
  const focusFirst = () => {
    const fields = fieldsNow();
    const first = formProblems(fields, scheme, form.valuesRef.current)[0] ?? fields[0];
    if (first) form.inputs.current[first]?.focus();
  };
  useOnFocusRequest(focusFirst);

  const { values } = form;
  const fields = formFields(scheme, linking);
  const typed = [values.name, values.email, ...row.fields.map((field) => values[field])].some((value) => value.trim() !== '');
  const complete = formProblems(fields, scheme, values).length === 0;
  useChangeEvent(useMemo<FieldChange>(() => ({ empty: !typed && !values.agreed, complete }), [typed, values.agreed, complete]));

  // The provider refused a field the form let through: marked and focused, once per error.
  const refusedField: FormField | null = error?.code === 'validation_error' ? fieldOfProviderError(error.details.field) : null;
  const { refuse } = form;
  useEffect(() => {
    if (refusedField) refuse(refusedField);
  }, [error, refusedField, refuse]);

  const switchTo = (link: boolean) => {
    reset();
    setLinking(link);
  };
  // Focus follows the switch: the first field of the form, or the link button.
  const linkButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    (linking ? linkButton.current : form.inputs.current.name)?.focus();
  }, [linking, form.inputs]);

  const onLink = () => {
    if (scheme === 'becs_direct_debit' || locked) return;
    if (formProblems(['mandate'], scheme, form.valuesRef.current).length > 0) return form.showAll(['mandate']);
    // Reported by the hook (onError) and shown below; nothing more to do with the rejection here.
    startLink(scheme, bankLink.startLink).catch(() => undefined);
  };

  if (isMicroDepositsAction(action)) return <MicroDepositsPending action={action} />;

  // In the popup, the shopper finishes there; otherwise the whole page is on its way (a link stays, should it not go).
  const leaving = status === 'waiting' && action?.type === 'redirect' && !bankLink.inPopup ? action.url : null;
  // A bank's refusal already reads as a bank account's (api/payment-error.ts: R01…), to the merchant too.
  const alert = !error || refusedField ? null : error.message;
  const mandateProblem = form.problemOf('mandate');
  return (
    <form
      className="portico-dd"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      {linking ? (
        <p className="portico-dd__intro">{t('directDebit.link.intro')}</p>
      ) : (
        <>
          {row.linkable && (
            <Button variant="link" className="portico-dd__switch" disabled={locked} onClick={() => switchTo(true)}>
              {t('directDebit.link.instead')}
            </Button>
          )}
          <AccountFields id={id} scheme={scheme} form={form} readOnly={locked} />
        </>
      )}
      <Mandate
        id={`${id}-mandate`}
        mandate={row.mandate}
        merchant={merchant}
        agreed={values.agreed}
        onAgree={form.agree}
        inputRef={(el) => {
          form.inputs.current.mandate = el;
        }}
        error={mandateProblem ? t('directDebit.field.mandate.required') : null}
        readOnly={locked}
      />
      {linking && (
        <div className="portico-dd__link">
          <Button variant="secondary" className="portico-dd__primary" ref={linkButton} locked={locked} onClick={onLink}>
            {t('directDebit.link.button')}
          </Button>
          <Button variant="link" className="portico-dd__switch" disabled={locked} onClick={() => switchTo(false)}>
            {t('directDebit.link.manual')}
          </Button>
        </div>
      )}
      {bankLink.inPopup && <LinkInPopup className="portico-dd__leaving" onShow={bankLink.focusPopup} />}
      {leaving && (
        <p className="portico-dd__leaving">
          {t('directDebit.link.leaving')}{' '}
          <a href={leaving} target="_top" rel="noreferrer">
            {t('directDebit.link.continueByHand')}
          </a>
        </p>
      )}
      <p className="portico-notice portico-notice--error" role="alert">
        {alert}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('directDebit.processing') : status === 'succeeded' ? t('directDebit.succeeded') : ''}
      </p>
      <HiddenSubmit />
    </form>
  );
}
