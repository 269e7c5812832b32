/**
 * Split fields of one group (protocol/element-groups.ts) on the merchant's page: its
 * members, which one pays, and which one holds the field a refused confirm names.
 */
import type { ElementKind } from '../protocol';
import { groupFieldKind, groupTypeOf } from '../protocol/element-groups';
import { PorticoError } from './errors';

/** What a group asks of a member (element.ts's PorticoElement): generic, so that the element's module is not imported back. */
export interface GroupMember {
  readonly kind: ElementKind;
  focus(): void;
}

/**
 * A group's members, the random id their frames share, and the kind whose frame pays.
 * Made by `init()`'s instance, one per group type and name.
 */
export type ElementGroup<Member extends GroupMember = GroupMember> = Set<Member> & { readonly id: string; readonly payer: ElementKind };

/** The member of `group` whose frame pays; throws `element_not_mounted` naming its kind until the merchant created it. */
export function payerOf<Member extends GroupMember>(group: ElementGroup<Member>): Member {
  const payer = [...group].find((el) => el.kind === group.payer);
  if (!payer) throw PorticoError.of('element_not_mounted', { kind: group.payer });
  return payer;
}

/** The member holding the first field a `validation_error` of the payer (`kind`) names; `undefined` for any other error. */
export function refusedMember<Member extends GroupMember>(group: ElementGroup<Member>, kind: ElementKind, error: unknown): Member | undefined {
  const type = groupTypeOf(kind);
  if (!type || !(error instanceof PorticoError) || error.code !== 'validation_error') return undefined;
  const fields = error.details.fields;
  const holder = groupFieldKind(type, Array.isArray(fields) ? fields[0] : undefined);
  return [...group].find((member) => member.kind === holder);
}
