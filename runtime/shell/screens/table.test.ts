import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS, PAYMENT_METHOD_NAMES, type ElementKind } from '../../../protocol';
import { ROUTES, type RouteMatch, type RouteName } from '../../platform/router';
import type { MethodRows } from '../../host/composition';
import type { ElementRow, ElementScreens, PageScreens, ScreenRow } from '../../host/screen-contract';
import { loadScreen } from './load';
import { SCREENS, elementRows } from './table';

/** What a family's index.ts may give the shell. */
interface FamilyRows {
  readonly ELEMENT_SCREENS?: ElementScreens;
  readonly PAGE_SCREENS?: PageScreens;
}

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

  it('takes each row from exactly one family (a kind, route or method two families gave would be spread over)', () => {
    const families = Object.values(import.meta.glob<FamilyRows>('../../features/*/index.ts', { eager: true }));
    const given = (rows: (family: FamilyRows) => object | undefined) => families.flatMap((family) => Object.keys(rows(family) ?? {}));
    const elementKinds = given((family) => family.ELEMENT_SCREENS);
    expect(elementKinds.sort()).toEqual(Object.keys(ELEMENT_KINDS).sort());
    const pageRoutes = given((family) => family.PAGE_SCREENS);
    expect(new Set(pageRoutes).size).toBe(pageRoutes.length);
    expect([...pageRoutes, 'elements.loading'].sort()).toEqual(
      (Object.entries(SCREENS) as Array<[RouteName, ScreenRow]>)
        .filter(([, row]) => row.type === 'page')
        .map(([route]) => route)
        .sort(),
    );
    const methodFamilies = Object.values(import.meta.glob<{ readonly METHOD_ROWS: MethodRows }>('../../features/*/method-rows.ts', { eager: true }));
    const methods = methodFamilies.flatMap((family) => Object.keys(family.METHOD_ROWS));
    expect(methods.sort()).toEqual([...PAYMENT_METHOD_NAMES].sort());
  });

  it('has a family index of rows for every feature folder', () => {
    const folders = Object.keys(import.meta.glob('../../features/*/*.{ts,tsx}')).map((file) => file.split('/')[3]);
    const indexes = Object.keys(import.meta.glob('../../features/*/index.ts')).map((file) => file.split('/')[3]);
    expect(indexes.sort()).toEqual([...new Set(folders)].sort());
  });

  it('loads every row: element and page chunks resolve to components', async () => {
    for (const [name, row] of Object.entries(SCREENS) as Array<[RouteName, ScreenRow]>) {
      const loaded = await loadScreen(row);
      expect(loaded.type, name).toBe(row.type);
      if (loaded.type === 'element') expect(typeof loaded.Body, name).toBe('function');
      if (loaded.type === 'page') expect(typeof loaded.Page, name).toBe('function');
    }
  });

  it('is closed over the routes and the element kinds (checked by tsc)', () => {
    const { root: _root, ...withoutRoot } = SCREENS;
    // @ts-expect-error a route without a row does not compile
    const missing = withoutRoot satisfies Record<RouteName, ScreenRow>;
    const extra = {
      ...SCREENS,
      // @ts-expect-error a row without a route does not compile
      'elements.hologram': { type: 'page', family: 'system', load: SCREENS.root.load },
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
