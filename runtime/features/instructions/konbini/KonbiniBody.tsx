import { ContactMethod } from '../flow/ContactMethod';
import { isKonbiniStore, shopperContact, type ContactField, type ContactValues } from '../flow/contact-fields';
import type { PaymentMethodInput } from '../../../platform/api/payment-intents';
import { konbiniSheet } from './konbini-sheet';

const FIELDS: readonly ContactField[] = ['store', 'name', 'email', 'phone'];

function konbini(values: ContactValues): PaymentMethodInput | null {
  const contact = shopperContact(values);
  return contact && isKonbiniStore(values.store) ? { type: 'konbini', konbini: { store: values.store, ...contact } } : null;
}

/** Konbini: the store and the shopper's details, then a payment code to pay in cash at that store. */
export default function KonbiniBody() {
  return <ContactMethod method="konbini" fields={FIELDS} paymentMethod={konbini} sheet={konbiniSheet} />;
}
