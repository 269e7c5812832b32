import type { MethodRows } from '../../host/composition';

export const METHOD_ROWS = {
  open_banking: { flow: 'redirect', load: () => import('./redirect/RedirectMethod') },
} satisfies MethodRows;
