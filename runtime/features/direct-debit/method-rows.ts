import type { MethodRows } from '../../host/composition';

/** One body for the four schemes: the account form or a link to the bank, and the mandate. */
export const METHOD_ROWS = {
  ach_direct_debit: { flow: 'inline', load: () => import('./DirectDebitBody') },
  bacs_direct_debit: { flow: 'inline', load: () => import('./DirectDebitBody') },
  sepa_direct_debit: { flow: 'inline', load: () => import('./DirectDebitBody') },
  becs_direct_debit: { flow: 'inline', load: () => import('./DirectDebitBody') },
} satisfies MethodRows;
