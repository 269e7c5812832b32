/**
 * Names that are not one of the eleven parent codes (protocol/codes.ts): the spec's other
 * codes, the host events, every property name the prototypes of a frame's objects carry
 * (Comlink resolves a path on the object it exposes), near misses of the eleven (case,
 * spaces, invisible and look-alike characters, one letter more or less), and strings of
 * every kind fast-check makes.
 */
import fc from 'fast-check';
import { HOST_EVENTS, PARENT_CODES } from '../../protocol';

const CODES = Object.keys(PARENT_CODES);

/** Codes the spec names that the page must not send (spec §4), and names a script would try. */
const NAMED = [
  'focus',
  'blur',
  'clear',
  'createPaymentMethod',
  'getIntent',
  'getBinInfo',
  'update_expiry',
  'update_cvc',
  'update_kr_card_expiry',
  'update_kr_card_psw_first_two',
  'update_kr_card_identifier',
  'pay',
  'submit',
  'destroy',
  'then',
  'call',
  'apply',
  'bind',
  'eval',
  'postMessage',
  'location',
  'document',
  'window',
  'globalThis',
];

const PROTOTYPE_KEYS = [Object.prototype, Function.prototype, Array.prototype, Promise.prototype, String.prototype].flatMap((proto) =>
  Object.getOwnPropertyNames(proto),
);

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad', '\u0000', ' ', '\t', '\n'];
const LOOK_ALIKES: Readonly<Record<string, string>> = { o: '\u043e', e: '\u0435', a: '\u0430', c: '\u0441', p: '\u0440', i: '\u0456', y: '\u0443' };

const nearMiss: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...CODES), fc.nat(), fc.constantFrom('upper', 'lower', 'title', 'invisible', 'look-alike', 'drop', 'double', 'prefix'))
  .map(([code, at, how]) => {
    const i = at % code.length;
    switch (how) {
      case 'upper':
        return code.toUpperCase();
      case 'lower':
        return code.toLowerCase() === code ? `${code[0]!.toUpperCase()}${code.slice(1)}` : code.toLowerCase();
      case 'title':
        return `${code.slice(0, i)}${code[i]!.toUpperCase() === code[i] ? code[i]!.toLowerCase() : code[i]!.toUpperCase()}${code.slice(i + 1)}`;
      case 'invisible':
        return `${code.slice(0, i)}${INVISIBLE[at % INVISIBLE.length]}${code.slice(i)}`;
      case 'look-alike': {
        const swap = [...code].findIndex((letter) => letter in LOOK_ALIKES);
        return swap === -1 ? `${code}\u200b` : `${code.slice(0, swap)}${LOOK_ALIKES[code[swap]!]}${code.slice(swap + 1)}`;
      }
      case 'drop':
        return `${code.slice(0, i)}${code.slice(i + 1)}`;
      case 'double':
        return `${code.slice(0, i)}${code[i]}${code.slice(i)}`;
      default:
        return `on${code}`;
    }
  });

export const foreignCode: fc.Arbitrary<string> = fc
  .oneof(
    nearMiss,
    fc.string({ maxLength: 24 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom(...NAMED, ...PROTOTYPE_KEYS, ...Object.keys(HOST_EVENTS)),
  )
  .filter((name) => !CODES.includes(name));

/** The listed names, each once: tried before the generated ones. */
export const LISTED_FOREIGN_CODES: readonly string[] = [...new Set([...NAMED, ...PROTOTYPE_KEYS, ...Object.keys(HOST_EVENTS)])].filter(
  (name) => !CODES.includes(name),
);
