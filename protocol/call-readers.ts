/**
 * One reader per parent code (spec §4): what a call's parameters must look like.
 * The SDK runs it before sending (a merchant's mistake is reported at once); the
 * frame's guard runs it again on arrival (anything else is dropped unseen).
 */
import type { ParentCode } from './codes';
import { CONFIRM_OPTIONS, DISPLAY_OPTIONS, readOptions } from './element-options';
import type { CallParams } from './payloads';
import { isPlainData, isRecord } from './plain-data';
import { accept, refuse, type Read, type Reader } from './read';

/** `confirm()`: nothing, or its options. */
export function readConfirmParams(value: unknown): Read<CallParams<'confirm'>> {
  return value === undefined || value === null ? accept({}) : readOptions(CONFIRM_OPTIONS, value, 'confirm()');
}

/** `update()` and `clear()` as a merchant calls them: `{ action: 'clear' }`, or `{ action: 'options' }` with display options. */
export function readUpdateParams(value: unknown): Read<CallParams<'update'>> {
  if (!isRecord(value)) return refuse('update: expected { action }');
  const { action, ...rest } = value;
  if (action === 'clear') return Object.keys(rest).length === 0 ? accept({ action }) : refuse('update: expected { action }');
  if (action !== 'options') return refuse('update: expected { action }');
  const options = readOptions(DISPLAY_OPTIONS, rest, 'update()');
  return options.ok ? accept({ action, ...options.value }) : options;
}

/**
 * `update` as the frame's guard reads it: the merchant's, or `{ action: 'group', message }`,
 * a split field's group message relayed by the SDK (element-groups.ts). The guard takes
 * the message as an object of plain data (it checked the whole call is plain data); the
 * group machinery reads it by `readGroupMessage` before anything acts on it. So neither
 * the SDK nor the frame's entry (every element's critical path) bundles the group reader.
 */
export function readFrameUpdateParams(value: unknown): Read<CallParams<'update'>> {
  if (!isRecord(value) || value.action !== 'group') return readUpdateParams(value);
  const { message } = value;
  return Object.keys(value).length === 2 && isRecord(message) && isPlainData(message)
    ? accept({ action: 'group', message })
    : refuse('update: expected { action, message }');
}

/** Codes that no screen handles yet: any plain, bounded data, until their screen defines it. */
const readPlain: Reader<unknown> = (value) => (value === undefined || isPlainData(value) ? accept(value) : refuse('expected plain data'));

export const PARENT_CALL_READERS: { readonly [C in ParentCode]: Reader<CallParams<C>> } = {
  confirm: readConfirmParams,
  update: readFrameUpdateParams,
  createPaymentConsent: readPlain,
  verifyConsent: readPlain,
  on3dsSuccess: readPlain,
  on3dsError: readPlain,
  on3dsCancel: readPlain,
  on3dsChallengeError: readPlain,
  onApplePaySessionUpdate: readPlain,
  onvalidatemerchant: readPlain,
  onpaymentauthorized: readPlain,
};

/** Reads the parameters of `code`; `code` must already be a parent code. */
export function readCallParams<C extends ParentCode>(code: C, value: unknown): Read<CallParams<C>> {
  return (PARENT_CALL_READERS[code] as Reader<CallParams<C>>)(value);
}

