/** Binds the features to one another (host/composition.ts): imported by main.tsx, and by the unit tests' setup. */
import { bindComposition } from '../host/composition';
import { SCREENS } from './screens/table';

bindComposition({
  loadMethodTable: () => import('./methods/table').then((table) => table.methodTable()),
  // The drop-in's own screen row: one loader, so the entry holds its chunk list once.
  loadDropin: SCREENS['elements.dropin'].load,
});
