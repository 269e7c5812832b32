import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS, elementTitleKey } from '../../../protocol';
import { groupFieldKind } from '../../../protocol/element-groups';
import bundled from '../../platform/i18n/locales/en.json';
import krCard from '../../platform/i18n/locales/en/kr_card.json';
import { EMPTY_KR_VALUES, KR_FIELDS, KR_FIELD_NAMES, invalidKrFields, krCardDraft } from './kr-fields';
import type { KrProblem } from './rules';

/** All of English a Korean frame has: the bundled strings and its own section (KrField). */
const en = { ...bundled, ...krCard };
const VALUES = { number: '9410 0000 0000 0005', expiry: '12 / 34', pswFirstTwo: '12', identifier: '900101' };
const text = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the Korean field table', () => {
  it('has a protocol kind, a label, a placeholder and a title per field', () => {
    for (const name of KR_FIELD_NAMES) {
      const row = KR_FIELDS[name];
      expect(Object.hasOwn(ELEMENT_KINDS, row.kind)).toBe(true);
      expect(typeof text(`${row.keys}.label`), name).toBe('string');
      expect(typeof text(`${row.keys}.placeholder`), name).toBe('string');
      expect(typeof text(elementTitleKey(row.kind)), name).toBe('string');
    }
  });

  it('puts each field in the frame the SDK focuses when a confirm is refused for it', () => {
    for (const name of KR_FIELD_NAMES) expect(groupFieldKind('kr-card', name), name).toBe(KR_FIELDS[name].kind);
  });

  it('has an English message for every problem a field can report', () => {
    const samples = ['', '1', '13', '00 / 30', '01 / 20', '01 / 99', '12 / 3', '900230', '9001', '1248100999', '4111111111111112', '94100000000006'];
    for (const name of KR_FIELD_NAMES) {
      const problems = new Set(samples.map((value) => KR_FIELDS[name].state(value).problem).filter((p): p is KrProblem => p !== null));
      expect(problems.size, name).toBeGreaterThan(0);
      for (const problem of problems) expect(typeof text(`${KR_FIELDS[name].keys}.${problem}`), `${name} ${problem}`).toBe('string');
    }
  });
});

describe('krCardDraft', () => {
  it('builds the card the confirm sends: digits only, a 20xx year, kr_card instead of a CVC', () => {
    expect(krCardDraft(VALUES)).toEqual({
      ok: true,
      paymentMethod: {
        type: 'card',
        card: { number: '9410000000000005', expiry_month: '12', expiry_year: '2034', kr_card: { psw_first_two: '12', identifier: '900101' } },
      },
    });
  });

  it('adds the name confirm() was given, and takes a business number as it is', () => {
    const draft = krCardDraft({ ...VALUES, identifier: '1248100998' }, { cardholderName: 'Kim Minji' });
    expect(draft).toMatchObject({ ok: true, paymentMethod: { card: { name: 'Kim Minji', kr_card: { identifier: '1248100998' } } } });
  });

  it('names every field still wrong, in focus order, and builds nothing', () => {
    expect(krCardDraft(EMPTY_KR_VALUES)).toEqual({ ok: false, fields: ['number', 'expiry', 'pswFirstTwo', 'identifier'] });
    expect(krCardDraft({ ...VALUES, pswFirstTwo: '1', identifier: '900230' })).toEqual({ ok: false, fields: ['pswFirstTwo', 'identifier'] });
    expect(invalidKrFields(VALUES)).toEqual([]);
  });
});
