/**
 * One reader per parent code (spec §4): what a call's parameters must look like.
 * The SDK runs it before sending (a merchant's mistake is reported at once); the
 * frame's guard runs it again on arrival (anything else is dropped unseen).
 */
import type { ParentCode } from '../codes';
import { CONFIRM_OPTIONS, readOptions, UPDATE_OPTIONS } from '../options/element-options';
import type { CallParams, ExpressIntent, ShippingUpdate } from '../events/payloads';
import { isPlainData, isRecord } from './plain-data';
import { accept, refuse, type Read, type Reader } from './read';
import { isText, optional, shape } from './shape';
import { CHALLENGE_END_REASONS, type ChallengeEndReason } from './three-ds';
import { readCreateConsentParams, readVerifyConsentParams } from '../options/consents';
import { isElementRequest } from '../element-requests';

/** `confirm()`: nothing, or its options. */
export function readConfirmParams(value: unknown): Read<CallParams<'confirm'>> {
  return value === undefined || value === null ? accept({}) : readOptions(CONFIRM_OPTIONS, value, 'confirm()');
}

/** `update()`, `clear()` and the element's requests as a merchant's calls send them: `{ action: 'clear' }`, or `{ action: 'options' }` with display options and perhaps a new intent. */
export function readUpdateParams(value: unknown): Read<CallParams<'update'>> {
  if (!isRecord(value)) return refuse('update: expected { action }');
  const { action, ...rest } = value;
  // `clear` and an element's request (element-requests.ts) carry nothing but their action.
  if (action === 'clear' || isElementRequest(action)) return Object.keys(rest).length === 0 ? accept({ action }) : refuse('update: expected { action }');
  if (action !== 'options') return refuse('update: expected { action }');
  const options = readOptions(UPDATE_OPTIONS, rest, 'update()');
  if (!options.ok) return options;
  const { intent_id, client_secret } = options.value;
  // A new intent comes whole: its id and its client secret, or neither.
  if ((intent_id === undefined) !== (client_secret === undefined)) {
    const [missing, given] = intent_id === undefined ? ['intent_id', 'client_secret'] : ['client_secret', 'intent_id'];
    return refuse(`${missing}: required with ${given}: a new intent's id and its client secret come together`);
  }
  return accept({ action, ...options.value } as CallParams<'update'>);
}

/** `on3ds*`: nothing, or `{ reason }`. */
export function readThreeDsCallParams(value: unknown): Read<CallParams<'on3dsSuccess'>> {
  if (value === undefined || value === null) return accept({});
  if (!isRecord(value)) return refuse('expected { reason }');
  const { reason, ...rest } = value;
  if (Object.keys(rest).length > 0) return refuse('expected { reason }');
  if (reason === undefined) return accept({});
  return (CHALLENGE_END_REASONS as readonly unknown[]).includes(reason) ? accept({ reason: reason as ChallengeEndReason }) : refuse('reason: unknown');
}

/**
 * `update` as the frame's guard reads it: the merchant's, or `{ action: 'group', message }`,
 * a split field's group message relayed by the SDK (element-groups.ts). The guard takes
 * the message as an object of plain data (it checked the whole call is plain data); the
 * group machinery reads it by `readGroupMessage` before anything acts on it. So neither
 * the SDK nor the frame's entry (every element's critical path) bundles the group reader.
 */
function readFrameUpdateParams(value: unknown): Read<CallParams<'update'>> {
  if (!isRecord(value) || value.action !== 'group') return readUpdateParams(value);
  const { message } = value;
  return Object.keys(value).length === 2 && isRecord(message) && isPlainData(message)
    ? accept({ action: 'group', message })
    : refuse('update: expected { action, message }');
}

const readExpress = shape<ExpressIntent>({ intent_id: isText, client_secret: isText });
const readShipping = shape<ShippingUpdate>({ amount: optional((v) => typeof v === 'number' && v > 0), error: optional(isText) });

/** A merchant's answer to an event (EVENT_REPLIES): nothing, or what `read` takes; `what` says what is expected. */
function reply<T>(read: (value: unknown) => T | null, what: string): Reader<T | undefined> {
  return (value) => {
    if (value === undefined || value === null) return accept(undefined);
    const read_ = read(value);
    return read_ ? accept(read_) : refuse(`reply: expected ${what}`);
  };
}

/** `onpaymentauthorized`: the express checkout's intent, or nothing (the merchant had no answer). */
export const readExpressIntent = reply(readExpress, '{ intent_id, client_secret }');
/** `onApplePaySessionUpdate`: nothing, or `{ amount?, error? }`. */
export const readShippingUpdate = reply(readShipping, '{ amount } or { error }');

/** Codes that no screen handles yet: any plain, bounded data, until their screen defines it. */
const readPlain: Reader<unknown> = (value) => (value === undefined || isPlainData(value) ? accept(value) : refuse('expected plain data'));

export const PARENT_CALL_READERS: { readonly [C in ParentCode]: Reader<CallParams<C>> } = {
  confirm: readConfirmParams,
  update: readFrameUpdateParams,
  createPaymentConsent: readCreateConsentParams,
  verifyConsent: readVerifyConsentParams,
  on3dsSuccess: readThreeDsCallParams,
  on3dsError: readThreeDsCallParams,
  on3dsCancel: readThreeDsCallParams,
  on3dsChallengeError: readThreeDsCallParams,
  onApplePaySessionUpdate: readShippingUpdate,
  onvalidatemerchant: readPlain,
  onpaymentauthorized: readExpressIntent,
};

/** Reads the parameters of `code`; `code` must already be a parent code. */
export function readCallParams<C extends ParentCode>(code: C, value: unknown): Read<CallParams<C>> {
  return (PARENT_CALL_READERS[code] as Reader<CallParams<C>>)(value);
}
