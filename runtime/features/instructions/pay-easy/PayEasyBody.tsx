import { ContactMethod } from '../flow/ContactMethod';
import { shopperContact, type ContactField, type ContactValues } from '../flow/contact-fields';
import type { PaymentMethodInput } from '../../../platform/api/payment-intents';
import { payEasySheet } from './pay-easy-sheet';

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone'];

function payEasy(values: ContactValues): PaymentMethodInput | null {
  const contact = shopperContact(values);
  return contact ? { type: 'pay_easy', pay_easy: contact } : null;
}

/** Pay-easy: the shopper's details, then the numbers to pay at an ATM or in online banking. */
export default function PayEasyBody() {
  return <ContactMethod method="pay_easy" fields={FIELDS} paymentMethod={payEasy} sheet={payEasySheet} />;
}
