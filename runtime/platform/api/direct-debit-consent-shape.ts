/**
 * A direct debit's confirm shape (what the body's draft carries) as consent verify
 * takes it (docs/sandbox/customers-consents.md, `POST /payment_consents/:id/verify`):
 * the holder is `account_holder_name` there, not `owner_name`; BECS's branch is
 * `bsb_number`, not `bsb`; the email is not taken. A linked account's
 * `link_session_id` is the same in both. So a body builds one draft for both modes.
 */
import type { DirectDebitInput } from './payment-intents';

export type ConsentDirectDebit =
  | { readonly type: 'ach_direct_debit'; readonly ach_direct_debit: ConsentAccount<{ readonly routing_number: string; readonly account_number: string }> }
  | { readonly type: 'bacs_direct_debit'; readonly bacs_direct_debit: ConsentAccount<{ readonly sort_code: string; readonly account_number: string }> }
  | { readonly type: 'sepa_direct_debit'; readonly sepa_direct_debit: ConsentAccount<{ readonly iban: string }> }
  | { readonly type: 'becs_direct_debit'; readonly becs_direct_debit: ConsentAccount<{ readonly bsb_number: string; readonly account_number: string }> };

/** Typed details with their holder, or a linked account (an empty object when none is linked yet). */
type ConsentAccount<Typed> = (Typed & { readonly account_holder_name: string }) | { readonly link_session_id?: string };

const holder = (details: { readonly owner_name?: string }) => ({ account_holder_name: details.owner_name ?? '' });

/** The consent-verify `payment_method` for a direct debit's confirm `payment_method`. */
export function toConsentPaymentMethod(input: DirectDebitInput): ConsentDirectDebit {
  switch (input.type) {
    case 'ach_direct_debit': {
      const d = input.ach_direct_debit;
      return {
        type: input.type,
        ach_direct_debit: 'routing_number' in d ? { ...holder(d), routing_number: d.routing_number, account_number: d.account_number } : linked(d),
      };
    }
    case 'bacs_direct_debit': {
      const d = input.bacs_direct_debit;
      return { type: input.type, bacs_direct_debit: 'sort_code' in d ? { ...holder(d), sort_code: d.sort_code, account_number: d.account_number } : linked(d) };
    }
    case 'sepa_direct_debit': {
      const d = input.sepa_direct_debit;
      return { type: input.type, sepa_direct_debit: 'iban' in d ? { ...holder(d), iban: d.iban } : linked(d) };
    }
    case 'becs_direct_debit': {
      const d = input.becs_direct_debit;
      return { type: input.type, becs_direct_debit: { ...holder(d), bsb_number: d.bsb, account_number: d.account_number } };
    }
  }
}

function linked(details: { readonly link_session_id?: string }): { readonly link_session_id?: string } {
  return details.link_session_id === undefined ? {} : { link_session_id: details.link_session_id };
}
