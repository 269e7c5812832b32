/**
 * Type tests of the split card fields and their group (see valid.ts for the rules these
 * files follow): the fields made in the default group and in a named one, and their events.
 */
import {
  type BinInfo,
  type CardChange,
  type ElementEventPayload,
  type FieldChange,
  type IntentSummary,
  type Portico,
  type PorticoElement,
  type PorticoGroup,
  type GroupType,
} from '../index';

/** `true` only when `A` and `B` are the same type, not merely assignable either way. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `A` and `B` are the same type. */
declare function exactly<A, B>(...proof: Equal<A, B> extends true ? [] : [never]): void;
/** Compiles when `value` can be used as a `T`: what a merchant's annotation does. */
declare function accepts<T>(value: T): void;
declare const portico: Portico;
declare const intent_id: string;
declare const client_secret: string;

export async function splitFieldsInTheDefaultGroup(): Promise<void> {
  const number = portico.createElement('card-number', { intent_id, client_secret });
  const expiry = portico.createElement('expiry', { intent_id, client_secret });
  const cvc = portico.createElement('cvc', { intent_id, client_secret, locale: 'de' });
  exactly<typeof number, PorticoElement<'card-number'>>();
  number.mount('#number');
  expiry.mount('#expiry');
  cvc.mount('#cvc');
  // Confirm on any of them pays with the whole group; so does the group's handle.
  accepts<IntentSummary>(await cvc.confirm({ cardholderName: 'Ada' }));
  accepts<IntentSummary>(await number.confirm());
  const group = portico.group('split-card');
  exactly<typeof group, PorticoGroup>();
  accepts<IntentSummary>(await group.confirm());
  accepts<IntentSummary>(await group.confirm({ cardholderName: 'Ada' }));
  accepts<Promise<void>>(group.clear());
  group.focus();
  await expiry.clear();
  cvc.focus();
  cvc.blur();
}

export function aSecondGroupByName(): void {
  exactly<GroupType, 'split-card' | 'kr-card'>();
  portico.createElement('card-number', { intent_id, client_secret, group: 'gift-card', brands: ['visa', 'mastercard'] });
  portico.createElement('expiry', { intent_id, client_secret, group: 'gift-card' });
  portico.createElement('cvc', { intent_id, client_secret, group: 'gift-card' });
  accepts<PorticoGroup>(portico.group('split-card', 'gift-card'));
}

export function splitFieldEvents(number: PorticoElement<'card-number'>, cvc: PorticoElement<'cvc'>): void {
  // The number element reports the whole group, as the card element does.
  number.on('change', (change) => {
    exactly<typeof change, CardChange>();
    accepts<boolean>(change.complete && change.fields.expiry.valid && change.fields.cvc.valid);
  });
  // It is the frame that knows the brand: it takes the card's brand limit and sends binInfo.
  number.on('binInfo', (info) => exactly<typeof info, BinInfo>());
  cvc.on('change', (change) => {
    exactly<typeof change, FieldChange>();
    accepts<boolean>(change.complete || change.empty);
  });
  cvc.on('submit', (submit) => exactly<typeof submit, Record<never, never>>());
  exactly<ElementEventPayload<'change', 'expiry'>, FieldChange>();
}
