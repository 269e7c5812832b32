import type { MethodRows } from '../../host/composition';

export const METHOD_ROWS = {
  // The card element's form, brand limit and 3-D Secure, with "save this card" when the merchant names a customer.
  card: { flow: 'inline', load: () => import('./saved/SaveableCardBody') },
} satisfies MethodRows;
