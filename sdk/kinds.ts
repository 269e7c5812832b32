import { ELEMENT_KINDS, type ElementKind } from '../protocol';

/** Every element kind `createElement()` takes, in the protocol's order (the React bindings make a component of each). */
export const ELEMENT_KIND_NAMES = Object.keys(ELEMENT_KINDS) as readonly ElementKind[];
