import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS, type ElementKind } from '../../../protocol';
import { ROUTES, type RouteMatch, type RouteName } from '../../platform/router';
import type { ElementRow, ScreenRow } from '../../host/screen-contract';
import { loadScreen } from './load';
import { SCREENS, elementRows } from './table';

describe('screen table', () => {
  it('has exactly one row per route of spec §2', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it('gives every element kind of the protocol its element row, under its own route', () => {
    for (const kind of Object.keys(ELEMENT_KINDS) as ElementKind[]) {
      expect(SCREENS[`elements.${kind}`]).toMatchObject({ type: 'element', kind });
    }
    expect(
      elementRows()
        .map((row) => row.kind)
        .sort(),
    ).toEqual(Object.keys(ELEMENT_KINDS).sort());
  });

  it('finds no element screen file that is not a kind of the protocol (each would be a chunk of its own)', () => {
    const files = Object.keys(import.meta.glob('../../features/**/*Element.tsx'));
    expect(files).toHaveLength(Object.keys(ELEMENT_KINDS).length);
  });

  it('loads every row: element and page chunks resolve to components, not-built rows to the not-available page', async () => {
    for (const [name, row] of Object.entries(SCREENS) as Array<[RouteName, ScreenRow]>) {
      const loaded = await loadScreen(row);
      expect(loaded.type, name).toBe(row.type);
      if (loaded.type === 'element') expect(typeof loaded.Body, name).toBe('function');
      if (loaded.type === 'page') expect(typeof loaded.Page, name).toBe('function');
    }
  });

  it('names the issue that builds each not-built row', () => {
    for (const row of Object.values(SCREENS) as ScreenRow[]) {
      if (row.type === 'not-built') expect(row.issue).toBeGreaterThan(5);
    }
  });

  it('is closed over the routes and the element kinds (checked by tsc)', () => {
    const { root: _root, ...withoutRoot } = SCREENS;
    // @ts-expect-error a route without a row does not compile
    const missing = withoutRoot satisfies Record<RouteName, ScreenRow>;
    const extra = {
      ...SCREENS,
      // @ts-expect-error a row without a route does not compile
      'elements.hologram': { type: 'not-built', family: 'element', issue: 99 },
    } satisfies Record<RouteName, ScreenRow>;
    // @ts-expect-error an element row must show its own route's kind
    const wrongKind: { [K in ElementKind as `elements.${K}`]: ElementRow<K> } = { 'elements.card': { ...SCREENS['elements.card'], kind: 'dropin' } };
    expect([missing, extra, wrongKind]).toHaveLength(3);
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
