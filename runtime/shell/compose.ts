/** Binds the features to one another (host/composition.ts): imported by main.tsx, and by the unit tests' setup. */
import { bindComposition } from '../host/composition';
import { methodRowOf } from './methods/table';

bindComposition({ methodRowOf, loadDropin: () => import('../features/dropin/DropinElement') });
