/**
 * Split fields' group machinery (protocol/element-groups.ts): any group type's
 * collector and contributors use these hooks; the transport is picked per frame.
 */
export { nextInGroup } from './use-group';
export { useGroupCollector, type GroupValues } from './use-group-collector';
export { useGroupContributor } from './use-group-contributor';
