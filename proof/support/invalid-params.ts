/**
 * Parameters a parent code must refuse, built from its documented contract
 * (call-contracts.ts) by one of five mutations of a valid example:
 *   extra key     a key the closed object does not have;
 *   wrong type    a documented field given a value of another JSON type;
 *   not an object a string, number, boolean or array where an object (or nothing) goes;
 *   bad choice    a field that takes one of a list given another string;
 *   not plain     what structured clone carries but plain data is not (NaN, ±Infinity,
 *                 `undefined`, BigInt, Date, Map, typed arrays, a `__proto__` or
 *                 `constructor` key, nesting deeper than 8, more than 2000 values, a
 *                 string over 10,000 characters), as the whole or inside an example.
 */
import fc from 'fast-check';
import type { CallContract } from './call-contracts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const jsonKinds = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const;
type JsonKind = (typeof jsonKinds)[number];

function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : (typeof value as JsonKind);
}

const valueOfKind: Record<JsonKind, fc.Arbitrary<Json>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  string: fc.string({ maxLength: 40 }),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, { maxLength: 4 }),
  object: fc.dictionary(
    fc.string({ maxLength: 8 }).filter((key) => !FORBIDDEN.has(key)),
    fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
    { maxKeys: 4 },
  ),
};

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** A value of any JSON kind but `kind`. */
const otherKindThan = (kind: JsonKind) => fc.constantFrom(...jsonKinds.filter((other) => other !== kind)).chain((other) => valueOfKind[other]);

const deep = (depth: number): unknown => (depth === 0 ? 1 : { d: deep(depth - 1) });

/** Structured-clone values that are not plain data (protocol/boundary/plain-data.ts's bounds are the documented ones). */
const notPlainValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, 10n),
  fc
    .constantFrom<() => unknown>(
      () => new Date(0),
      () => new Map([['a', 1]]),
      () => new Set([1]),
      () => new Uint8Array(4),
      () => /x/,
      () => JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
      () => ({ constructor: { prototype: { polluted: true } } }),
      () => ({ prototype: 1 }),
      () => deep(10),
      () => Array.from({ length: 2001 }, () => 0),
      () => 'x'.repeat(10_001),
      () => ({ field: undefined }),
    )
    .map((make) => make()),
);

const objectExamples = (contract: CallContract) =>
  contract.examples.filter((example): example is Record<string, unknown> => typeof example === 'object' && example !== null && !Array.isArray(example));

/** Every mutation that applies to `contract`, as one arbitrary of invalid parameters. */
export function invalidParams(contract: CallContract): fc.Arbitrary<unknown> {
  const objects = objectExamples(contract);
  const withFields = objects.filter((example) => Object.keys(example).length > 0);
  const families: Array<fc.Arbitrary<unknown>> = [];
  const examples = fc.constantFrom(...contract.examples);

  const keys = contract.keys;
  if (contract.kind === 'closed' && objects.length > 0) {
    const unknownKey = fc.string({ minLength: 1, maxLength: 16 }).filter((key) => !keys.includes(key) && !FORBIDDEN.has(key));
    families.push(
      fc.tuple(fc.constantFrom(...objects), unknownKey, fc.jsonValue({ maxDepth: 2 })).map(([example, key, value]) => ({ ...example, [key]: value })),
    );
  }
  if (contract.kind !== 'any' && withFields.length > 0) {
    families.push(
      fc
        .constantFrom(...withFields)
        .chain((example) => fc.constantFrom(...Object.keys(example)).map((field) => ({ example, field })))
        .chain(({ example, field }) => otherKindThan(kindOf(example[field])).map((value) => ({ ...example, [field]: value }))),
    );
  }
  if (contract.kind !== 'any') {
    families.push(
      fc.oneof(
        valueOfKind.boolean,
        valueOfKind.number,
        valueOfKind.string,
        valueOfKind.array.filter((array) => array !== null),
      ),
    );
  }
  const choiceExamples = objects.filter((example) => Object.keys(contract.choices).some((field) => typeof example[field] === 'string'));
  if (choiceExamples.length > 0) {
    families.push(
      fc
        .constantFrom(...choiceExamples)
        .chain((example) =>
          fc.constantFrom(...Object.keys(contract.choices).filter((field) => typeof example[field] === 'string')).map((field) => ({ example, field })),
        )
        .chain(({ example, field }) =>
          fc
            .string({ maxLength: 20 })
            .filter((value) => !contract.choices[field]!.includes(value))
            .map((value) => ({ ...example, [field]: value })),
        ),
    );
  }
  // Not plain: as the whole parameters, or inside an example under one of its keys or a new one.
  families.push(
    notPlainValue,
    fc
      .tuple(examples, fc.constantFrom('nested', ...objects.flatMap((example) => Object.keys(example))), notPlainValue)
      .map(([example, key, value]) =>
        typeof example === 'object' && example !== null && !Array.isArray(example) ? { ...example, [key]: value } : { [key]: value, example },
      ),
  );
  return fc.oneof(...families);
}
