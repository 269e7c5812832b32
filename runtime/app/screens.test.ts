import { describe, expect, it } from 'vitest';
import type { ElementKind } from '../../protocol';
import type { RouteMatch } from '../router';
import { ELEMENT_SCREENS, elementKindOf, type ElementScreen } from './screens';

describe('screen registry', () => {
  it('maps /elements/{kind} routes with a screen to their kind, and nothing else', () => {
    expect(elementKindOf({ name: 'elements.card', params: {} })).toBe('card');
    expect(elementKindOf({ name: 'elements.dropin', params: {} })).toBeNull();
    expect(elementKindOf({ name: 'paymentLink', params: { code: 'x' } })).toBeNull();
    expect(elementKindOf(null)).toBeNull();
  });

  it('is closed over the element kinds (checked by tsc)', () => {
    // @ts-expect-error a registry missing a kind's screen does not compile
    const missing = {} satisfies Record<ElementKind, ElementScreen>;
    const extra = {
      card: ELEMENT_SCREENS.card,
      // @ts-expect-error a screen for a kind that does not exist does not compile
      dropin: ELEMENT_SCREENS.card,
    } satisfies Record<ElementKind, ElementScreen>;
    expect([missing, extra]).toHaveLength(2);
  });

  it('types route params per route (checked by tsc)', () => {
    const route = { name: 'paymentLink.region', params: { region: 'hk', code: 'abc' } } satisfies RouteMatch;
    // @ts-expect-error paymentLink has no region param
    const wrong: RouteMatch = { name: 'paymentLink', params: { region: 'hk', code: 'abc' } };
    // @ts-expect-error a route name outside the table does not compile
    const unknown: RouteMatch = { name: 'elements.nope', params: {} };
    expect([route, wrong, unknown]).toHaveLength(3);
  });
});
