/**
 * Element groups: split fields, each in its own frame, mounted by the merchant in
 * separate containers and paying as one. One row per group type:
 * - `collector`: the kind whose frame pays. It keeps its own field, receives every
 *   contributor's value, and builds the payment method; its value never leaves it
 *   except in the confirm request.
 * - `contributors`: each contributing kind, with the update code its value travels
 *   as (spec §4's `update_expiry`, `update_cvc`; the Korean card fields are rows of
 *   their own with their own codes).
 * Focus moves along the row: the collector first, then the contributors as written.
 *
 * The SDK gives a group a random id (`crypto.randomUUID`, frame option `group`):
 * elements of one `init()` instance with the same `group` option (none: the default
 * group) share it. Frames of a group talk over a `BroadcastChannel` named by that id,
 * so two groups on a page, or two tabs, never meet. Without `BroadcastChannel` the
 * same messages go through the merchant page: the frame emits `onGroupMessage`, the
 * SDK forwards it to the group's other frames as `update({ action: 'group' })`, and
 * the values of update codes travel encoded by the checkout (spec §7).
 */
import { isElementKind, type ElementKind } from './element-kinds';
import { isChannelId } from './boundary/guard';
import { isRecord } from './boundary/plain-data';
import { isText, nullable, optional, shape, type Check } from './boundary/shape';

interface GroupRow {
  readonly collector: ElementKind;
  readonly contributors: Readonly<Partial<Record<ElementKind, string>>>;
  /** The kind whose frame holds each field a refused confirm names (`validation_error`'s `fields`). */
  readonly fields: Readonly<Record<string, ElementKind>>;
}

export const ELEMENT_GROUPS = {
  'split-card': {
    collector: 'card-number',
    contributors: { expiry: 'update_expiry', cvc: 'update_cvc' },
    fields: { number: 'card-number', expiry: 'expiry', cvc: 'cvc' },
  },
  'kr-card': {
    collector: 'kr-card-number',
    contributors: {
      'kr-card-expiry': 'update_kr_card_expiry',
      'kr-card-psw-first-two': 'update_kr_card_psw_first_two',
      'kr-card-identifier': 'update_kr_card_identifier',
    },
    fields: { number: 'kr-card-number', expiry: 'kr-card-expiry', pswFirstTwo: 'kr-card-psw-first-two', identifier: 'kr-card-identifier' },
  },
} as const satisfies Record<string, GroupRow>;

export type GroupType = keyof typeof ELEMENT_GROUPS;
type ContributorsOf<T extends GroupType> = (typeof ELEMENT_GROUPS)[T]['contributors'];
/** Every update code a contributor's value travels as. */
export type GroupUpdateCode = { [T in GroupType]: ContributorsOf<T>[keyof ContributorsOf<T>] }[GroupType];

const GROUP_TYPES = /* @__PURE__ */ Object.keys(ELEMENT_GROUPS) as GroupType[];

/** The group type `kind` belongs to, if any. */
export function groupTypeOf(kind: string): GroupType | undefined {
  return GROUP_TYPES.find((type) => ELEMENT_GROUPS[type].collector === kind || Object.hasOwn(ELEMENT_GROUPS[type].contributors, kind));
}

/** The kind of the group's frame that holds `field`; `undefined` when no member does. */
export function groupFieldKind(type: GroupType, field: unknown): ElementKind | undefined {
  const fields: Readonly<Record<string, ElementKind>> = ELEMENT_GROUPS[type].fields;
  return typeof field === 'string' && Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** The kinds of a group in focus order: the collector, then its contributors. */
export function groupKinds(type: GroupType): readonly ElementKind[] {
  return [ELEMENT_GROUPS[type].collector, ...(Object.keys(ELEMENT_GROUPS[type].contributors) as ElementKind[])];
}

/** The update code a contributor kind's value travels as; `undefined` for any other kind. */
export function updateCodeOf(kind: ElementKind): GroupUpdateCode | undefined {
  const type = groupTypeOf(kind);
  const contributors: Partial<Record<ElementKind, GroupUpdateCode>> = type ? ELEMENT_GROUPS[type].contributors : {};
  return contributors[kind];
}

export function isGroupUpdateCode(value: unknown): value is GroupUpdateCode {
  return GROUP_TYPES.some((type) => Object.values(ELEMENT_GROUPS[type].contributors).includes(value as never));
}

/**
 * What the frames of a group say to each other; dispatch is on `code`.
 * - an update code: a contributor's current value (sent on every change, and in
 *   answer to `sync` with its id); from the collector, a value for that contributor
 *   to show (the autofill relay); with `carried: true`, keys typed past a complete
 *   field, for that contributor to type (runtime/host/group/carry.ts);
 * - `sync`: the collector asks every contributor for its value now (when it loads,
 *   and before it pays);
 * - `hello`: the contributor of `kind` loaded; the collector answers with its `brand`;
 * - `brand`: what the collector detected, for rules that depend on it (the CVC's length);
 * - `focus`: the frame of `kind` takes focus (the previous field is complete);
 * - `validate`: show your field's problem now (a confirm found the group incomplete).
 */
export type GroupMessage =
  | { readonly code: GroupUpdateCode; readonly value: string; readonly sync?: string; readonly carried?: true }
  | { readonly code: 'sync'; readonly id: string }
  | { readonly code: 'hello'; readonly kind: ElementKind }
  | { readonly code: 'brand'; readonly brand: string | null; readonly cvcSize: number | null }
  | { readonly code: 'focus'; readonly kind: ElementKind }
  | { readonly code: 'validate' };

/** Spec §7's encode/decode take values up to this length (an encoded expiry or CVC is far shorter). */
const MAX_GROUP_VALUE = 4096;

const isDigitCount: Check = (value) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 8;
const isValue: Check = (value) => typeof value === 'string' && value.length <= MAX_GROUP_VALUE;

// Pure annotations: the runtime's bundler keeps a module's top-level calls otherwise, and with them this
// module in the entry chunk of every frame; only the split fields' chunks need it.
type Message<C extends GroupMessage['code']> = Extract<GroupMessage, { code: C }>;

const READ_CONTROL: { readonly [C in Exclude<GroupMessage['code'], GroupUpdateCode>]: (value: unknown) => Message<C> | null } = {
  sync: /* @__PURE__ */ shape<Message<'sync'>>({ code: isText, id: isChannelId }),
  hello: /* @__PURE__ */ shape<Message<'hello'>>({ code: isText, kind: isElementKind }),
  validate: /* @__PURE__ */ shape<Message<'validate'>>({ code: isText }),
  brand: /* @__PURE__ */ shape<Message<'brand'>>({ code: isText, brand: nullable(isText), cvcSize: nullable(isDigitCount) }),
  focus: /* @__PURE__ */ shape<Message<'focus'>>({ code: isText, kind: isElementKind }),
};
const isTrue: Check = (value) => value === true;
const readUpdate = /* @__PURE__ */ shape<Message<GroupUpdateCode>>({ code: isText, value: isValue, sync: optional(isChannelId), carried: optional(isTrue) });

/**
 * A group message from another frame (or relayed by the page): its own fields only,
 * each checked; else `null`. Callers have checked it is plain data (the guard, the
 * SDK's event reader, the frame's BroadcastChannel listener).
 */
export function readGroupMessage(value: unknown): GroupMessage | null {
  if (!isRecord(value)) return null;
  const { code } = value;
  if (isGroupUpdateCode(code)) return readUpdate(value);
  return typeof code === 'string' && Object.hasOwn(READ_CONTROL, code) ? READ_CONTROL[code as keyof typeof READ_CONTROL](value) : null;
}
