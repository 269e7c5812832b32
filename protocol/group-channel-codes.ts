import type { GroupMessage, GroupUpdateCode } from './element-groups';

/**
 * Every code of a group's own channel (its BroadcastChannel, or `update({ action: 'group' })`
 * relayed by the page), with what it is: spec §4's `update_expiry`, `update_cvc` and the Korean
 * card field updates are these `value` codes, never parent codes (codes.ts); the rest are the
 * channel's control codes. The compile-time check below holds it to `GroupMessage`; its own
 * module, imported by no frame (protocol/ is every frame's foundation chunk): a table to read and test.
 */
export const GROUP_CHANNEL_CODES = {
  update_expiry: 'value',
  update_cvc: 'value',
  update_kr_card_expiry: 'value',
  update_kr_card_psw_first_two: 'value',
  update_kr_card_identifier: 'value',
  sync: 'control',
  hello: 'control',
  brand: 'control',
  focus: 'control',
  validate: 'control',
} as const satisfies Record<GroupMessage['code'], 'value' | 'control'>;

type ValueCode = { [C in keyof typeof GROUP_CHANNEL_CODES]: (typeof GROUP_CHANNEL_CODES)[C] extends 'value' ? C : never }[keyof typeof GROUP_CHANNEL_CODES];
type SameCodes<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
void (true satisfies SameCodes<keyof typeof GROUP_CHANNEL_CODES, GroupMessage['code']> & SameCodes<ValueCode, GroupUpdateCode>);
