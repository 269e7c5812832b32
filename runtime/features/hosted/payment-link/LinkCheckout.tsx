import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../../platform/api/client';
import { createLinkIntent, type LinkIntentBody, type LinkStatus, type PaymentLink } from './payment-links';
import { retrievePaymentIntent, type PaymentIntent } from '../../../platform/api/payment-intents';
import { useDocumentApi } from '../../../platform/api/document-api';
import { useTranslation } from '../../../platform/i18n/react';
import { formatAmount } from '../../../platform/i18n/format';
import type { ParsedOptions } from '../../../platform/router/options';
import { AmountFields } from './AmountFields';
import { loadAmountSet, saveAmountSet, type AmountSet } from './amount-set';
import { CollectFields } from './CollectFields';
import { intentFailure } from './link-errors';
import { useLinkForm } from './use-link-form';
import { randomId } from '../../../../protocol';
import { Button } from '../../../ui/Button';

/**
 * The payment step, loaded when the shopper gets there: the drop-in stays out of this
 * page's chunk (the form shows sooner), and the drop-in's own chunk keeps its shape
 * for the element frames (scripts/route-preload.build.test.ts).
 */
const HostedPayment = lazy(() => import('../HostedPayment').then((m) => ({ default: m.HostedPayment })));

/** Statuses in which the intent can still be paid: the payment step shows for them. */
const PAYABLE = new Set(['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION']);

type Step =
  | { readonly kind: 'resuming' }
  | { readonly kind: 'form' }
  | { readonly kind: 'paying'; readonly intent: PaymentIntent; readonly secret: string; readonly api: () => Promise<ApiClient> };

export interface LinkCheckoutProps {
  readonly link: PaymentLink;
  /** The public client (no client secret): create_intent. */
  readonly api: () => Promise<ApiClient>;
  readonly options: ParsedOptions | null;
  readonly merchant: string;
  /** The link turned out to take no payment (paid, expired or deactivated since it was read). */
  readonly onClosed: (status: Exclude<LinkStatus, 'UNPAID'>) => void;
}

/** Whether the shopper has anything to fill in before paying. */
function asksSomething(link: PaymentLink): boolean {
  return link.flexible || Object.values(link.collect).some(Boolean);
}

/**
 * A payable link: the form (amount, what the link collects), then the intent, then
 * the hosted drop-in. A link with nothing to fill in goes straight to paying.
 *
 * Never two intents for one payment: while a create_intent runs, another is not
 * sent; its `request_id` stays the same for the same answers (a retry after a lost
 * answer replays the first intent), and a single-use link's provider hands every
 * tab the link's one open intent.
 */
export function LinkCheckout({ link, api, options, merchant, onClosed }: LinkCheckoutProps) {
  const documentApi = useDocumentApi();
  const { t, i18n } = useTranslation();
  const [kept] = useState<AmountSet | null>(() => loadAmountSet(link.code));
  const form = useLinkForm(link, kept);
  const { setServerProblem } = form;
  const [step, setStep] = useState<Step>(kept?.intent ? { kind: 'resuming' } : { kind: 'form' });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  const requestId = useRef<{ readonly body: string; readonly id: string } | null>(null);
  /** The shopper's own Continue replaced the form: the payment step's total takes focus once it is drawn (never on arrival). */
  const continued = useRef(false);
  // A ref callback, not an effect: the payment step is a lazy chunk, drawn after the step changed.
  const focusTotal = useCallback((total: HTMLParagraphElement | null) => {
    if (!total || !continued.current) return;
    continued.current = false;
    total.focus();
  }, []);
  /** Counts the writes of the amount-set flag, so a hand-off that arrives after a later write does not undo it. */
  const writes = useRef(0);
  const keepAmount = useCallback(
    (value: AmountSet) => {
      writes.current += 1;
      saveAmountSet(link.code, value);
    },
    [link.code],
  );

  /** The amount, and the intent with a hand-off for its secret (`given`: one a reload just received), for a reload. */
  const keepIntent = useCallback(
    (intent: PaymentIntent, secret: string, given?: string) => {
      const write = ++writes.current;
      const handoff = given
        ? Promise.resolve(given)
        : import('../../../platform/handoff/hand-off').then(
            ({ mintHandoff }) => mintHandoff(secret, documentApi),
            () => null,
          );
      void handoff.then((id) => {
        if (write !== writes.current) return;
        saveAmountSet(link.code, { amount: intent.amount, currency: intent.currency, ...(id ? { intent: { id: intent.id, handoff: id } } : {}) });
      });
    },
    [documentApi, link.code],
  );

  const pay = useCallback(
    async (intentId: string, secret: string, handoff?: string) => {
      const intentApi = documentApi.forSecret(secret);
      const intent = await retrievePaymentIntent(await intentApi(), intentId);
      if (!PAYABLE.has(intent.status)) return false;
      keepIntent(intent, secret, handoff);
      setStep({ kind: 'paying', intent, secret, api: intentApi });
      return true;
    },
    [documentApi, keepIntent],
  );

  const create = useCallback(
    async (body: LinkIntentBody) => {
      if (running.current) return; // a second click while the first is on its way
      running.current = true;
      setPending(true);
      setFailed(false);
      const key = JSON.stringify(body);
      if (requestId.current?.body !== key) requestId.current = { body: key, id: randomId() };
      try {
        const made = await createLinkIntent(await api(), link.code, body, requestId.current.id);
        if (!(await pay(made.intent_id, made.client_secret))) setFailed(true);
      } catch (error) {
        const failure = intentFailure(error);
        if (failure.kind === 'closed') onClosed(failure.status);
        else if (failure.kind === 'field') setServerProblem({ field: failure.field, reason: failure.reason });
        else setFailed(true);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [api, link.code, pay, onClosed, setServerProblem],
  );

  // A reload with the intent kept: its hand-off redeemed (once, whatever StrictMode replays), back to paying it if it still can be paid.
  const resumed = useRef(false);
  useEffect(() => {
    if (step.kind !== 'resuming' || !kept?.intent || resumed.current) return;
    resumed.current = true;
    const { id, handoff } = kept.intent;
    import('../../../platform/handoff/redeem-address')
      .then(({ redeemHandoff }) => redeemHandoff(documentApi, handoff))
      .then((redeemed) => (redeemed ? pay(id, redeemed.client_secret, redeemed.handoff) : false))
      .then(
        (paying) => !paying && forgetIntent(),
        () => forgetIntent(),
      );
    const { amount, currency } = kept;
    function forgetIntent(): void {
      keepAmount({ amount, currency });
      setStep({ kind: 'form' });
    }
  }, [step.kind, kept, pay, keepAmount, documentApi]);

  // Nothing to fill in: no form, the intent at once.
  const auto = step.kind === 'form' && !asksSomething(link);
  useEffect(() => {
    if (auto && !failed) void create({});
  }, [auto, failed, create]);

  if (step.kind === 'paying') {
    // Back to the answers, the amount kept: the intent is made again from them (at once when the link asks nothing).
    const startOver = () => {
      keepAmount({ amount: step.intent.amount, currency: step.intent.currency });
      setStep({ kind: 'form' });
    };
    return (
      <div className="portico-link__paying">
        <Suspense
          fallback={
            <p className="portico-page__message" role="status">
              {t('paymentLink.preparing')}
            </p>
          }
        >
          <HostedPayment
            api={step.api}
            intent={step.intent}
            clientSecret={step.secret}
            options={options}
            merchant={merchant}
            // The result page shows the link's logo, terms and privacy too.
            merchantLinks={link.identity}
            // The form the shopper was in is gone: focus goes on to the total, where Tab reaches the methods.
            totalRef={focusTotal}
            successUrl={null}
            // The session expired: a fresh intent from the same answers (a new request_id: the last one's replay carries the expired secret).
            restart={() => {
              requestId.current = null;
              startOver();
            }}
          />
        </Suspense>
        {asksSomething(link) && (
          <Button variant="link" className="portico-link__change" onClick={startOver}>
            {t('paymentLink.change')}
          </Button>
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    continued.current = true;
    void create(body);
  };
  const locked = pending || step.kind === 'resuming';
  const addressProblem = form.serverProblem && (form.serverProblem.field === 'billing' || form.serverProblem.field === 'shipping');
  return (
    <form className="portico-link__form" noValidate onSubmit={onSubmit} aria-busy={locked}>
      {!link.flexible && (
        <p className="portico-checkout__total">
          <span>{t('paymentLink.amount.fixed')}</span>
          {/* Read and copied as two words ("Amount to pay $12.50"): the flex gap alone is only seen. */}{' '}
          <strong className="portico-checkout__amount">{formatAmount(link.amount, link.currency, i18n.language)}</strong>
        </p>
      )}
      {link.flexible && <AmountFields link={link} form={form} locked={locked} />}
      <CollectFields collect={link.collect} form={form} merchant={merchant} locked={locked} />
      {addressProblem && (
        <p className="portico-field__error" role="alert">
          {t('paymentLink.invalidField')}
        </p>
      )}
      {failed && (
        <p className="portico-field__error" role="alert">
          {t('paymentLink.failed')}
        </p>
      )}
      {locked || (auto && !failed) ? (
        <p className="portico-page__message" role="status">
          {t('paymentLink.preparing')}
        </p>
      ) : null}
      {!auto && (
        <Button type="submit" variant="primary" className="portico-page__pay" disabled={locked} busy={locked}>
          {t('paymentLink.continue')}
        </Button>
      )}
      {auto && failed && (
        <Button variant="primary" className="portico-page__pay" onClick={() => void create({})}>
          {t('paymentLink.retry')}
        </Button>
      )}
    </form>
  );
}
