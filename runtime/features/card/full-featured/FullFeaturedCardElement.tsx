import { useState } from 'react';
import { useLatest } from '../../../platform/lib/use-latest';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import { ConsentTermsSlot } from '../../../payment/consent/ConsentTermsSlot';
import billingStrings from '../../../platform/i18n/locales/en/billing.json';
import type { CardBrand, ConfirmParams } from '../../../../protocol';
import { useElementFrame, useEmit, useOnClear, useOnFocusRequest, usePaymentRequest } from '../../../host';
import { useConfirmIntent, useSupportedBrands, type PaymentMethodDraft } from '../../../payment';
import { AcceptedBrands, shownBrands } from '../../../ui/marks/AcceptedBrands';
import { Checkbox } from '../../../ui/Checkbox';
// Not through the protocol's index (card-brand-order.ts says why).
import { SHOWN_CARD_BRANDS } from '../../../../protocol/card-brand-order';
import { CardFieldsRow, useCardFields } from '../CardElement';
import { CardMessages, CardRow, PaymentStatusText, cardMessages } from '../CardForm';
import { CARD_FIELDS, cardDetails, cardState, detectBrand, type CardValues } from '../card-fields';
import { BILLING_FIELDS, billingDetails, missingBilling, type BillingValues } from '../../../ui/address/billing-fields';
import { BillingAddress, BillingText } from '../../../ui/address/BillingInputs';
import { useBilling } from '../../../ui/address/use-billing';
import { isEuMember } from '../../../platform/lib/countries';
import './full-featured-card.css';
import { HiddenSubmit } from '../../../ui/HiddenSubmit';
import { useFocusAfterDecline } from '../use-focus-after-decline';

interface Draft {
  readonly card: CardValues;
  readonly billing: BillingValues;
  readonly accepted: readonly CardBrand[] | undefined;
  /** The shopper ticked "save this card" (shown only when the merchant named a customer). */
  readonly save: boolean;
}

/**
 * The card with its holder's name and billing address, to be saved for the
 * merchant's customer when the shopper asked; or every field still wrong, card fields first. A `cardholderName`
 * given to confirm() stands in for a name field the shopper left empty.
 */
function buildFullCard({ card, billing, accepted, save }: Draft, params: ConfirmParams): PaymentMethodDraft {
  const withName = billing.name.trim() === '' && params.cardholderName ? { ...billing, name: params.cardholderName } : billing;
  const states = cardState(card, undefined, accepted);
  const fields = [...CARD_FIELDS.filter((field) => !states[field].valid), ...missingBilling(withName)];
  const details = cardDetails(card);
  const holder = billingDetails(withName);
  if (fields.length > 0 || !details || !holder) return { ok: false, fields };
  return {
    ok: true,
    paymentMethod: { type: 'card', card: { ...details, ...holder } },
    brand: detectBrand(card.number)?.type,
    ...(save ? { save: true } : {}),
  };
}

/**
 * `/elements/full-featured-card`: the card fields of `/elements/card`, the
 * cardholder's name, the billing address, and "save this card" when the merchant
 * passed a `customer_id`. The accepted brands show above, in the order for the
 * billing country (spec §9).
 */
export default function FullFeaturedCardElement() {
  useEnglishSection(billingStrings);
  const { t } = useTranslation();
  const emit = useEmit();
  const { options } = useElementFrame();
  const accepted = useSupportedBrands();
  // In recurring mode the card is saved on the consent anyway: no box to tick.
  const recurring = usePaymentRequest().mode === 'recurring';
  const canSave = options.customer_id !== undefined && !recurring;
  const [save, setSave] = useState(false);
  const saveRef = useLatest(save);
  const billing = useBilling(() => error && reset());
  const card = useCardFields({
    accepted,
    onEdit: () => error && reset(),
    afterLast: () => billing.inputs.current.name?.focus(),
    others: {
      complete: billing.missing.length === 0,
      // The country starts filled in from the browser: it does not make the form non-empty.
      empty: BILLING_FIELDS.every((f) => f === 'country' || billing.values[f] === ''),
    },
  });

  const focusFirstUnfinished = () => card.focusFirstUnfinished() || billing.focusFirstMissing();
  const draft = (): Draft => ({ card: card.valuesRef.current, billing: billing.valuesRef.current, accepted, save: canSave && saveRef.current });
  const { status, error, reset, consent } = useConfirmIntent(
    (params) => buildFullCard(draft(), params),
    () => {
      card.showAll();
      billing.showAll();
      focusFirstUnfinished();
    },
  );

  useOnClear(() => {
    card.clear();
    billing.clear();
    setSave(false);
    reset();
  });
  useOnFocusRequest(() => focusFirstUnfinished() || card.inputs.current.number?.focus());
  useFocusAfterDecline(error, card.inputs);

  const messages = cardMessages(error, card.fieldErrors, CARD_FIELDS);
  const locked = status !== 'idle';

  return (
    <form
      className="portico-card portico-ffc"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      {/* Without the merchant's limit the form takes every brand: spec §9's full list is shown. */}
      <AcceptedBrands brands={shownBrands(accepted ?? SHOWN_CARD_BRANDS.full, billing.values.country)} label={t('billing.accepted')} />
      {/* Named as the billing address is: a legend over fields that each have the one label. */}
      <fieldset className="portico-field__group">
        <legend className="portico-field__legend">{t('billing.card')}</legend>
        <div>
          <CardRow>
            <CardFieldsRow card={card} locked={locked} messages={messages} />
          </CardRow>
          {card.brand && (
            <span className="portico-visually-hidden" aria-live="polite">
              {card.brand.niceType}
            </span>
          )}
          <CardMessages messages={messages} />
        </div>
      </fieldset>
      <BillingText billing={billing} locked={locked} field="name" />
      <BillingAddress billing={billing} locked={locked} />
      {isEuMember(billing.values.country) && <p className="portico-ffc__note">{t('billing.sca')}</p>}
      {canSave && (
        <Checkbox name="save" checked={save} disabled={locked} onChange={setSave}>
          {t('billing.save')}
        </Checkbox>
      )}
      <ConsentTermsSlot consent={consent} />
      <HiddenSubmit />
      <PaymentStatusText status={status} />
    </form>
  );
}
