/**
 * The screen table: every route of spec §2 (runtime/platform/router/routes.ts) maps to
 * exactly one element screen or page screen, composed from each family's rows
 * (runtime/features/<family>/index.ts, the only module of a feature the shell imports).
 * A kind or a page route without a row, a row without a route, or a row twice, does not
 * compile (table.test.ts checks that no two families give the same row). Screens are
 * loaded by runtime/shell/screens/load.ts.
 */
import type { ElementKind } from '../../../protocol';
import type { RouteName } from '../../platform/router';
import { pageRow, type ElementRow, type PageScreens, type ScreenRow } from '../../host/screen-contract';
import * as card from '../../features/card';
import * as directDebit from '../../features/direct-debit';
import * as dropin from '../../features/dropin';
import * as hosted from '../../features/hosted';
import * as instructions from '../../features/instructions';
import * as krCard from '../../features/kr-card';
import * as qrWechat from '../../features/qr-wechat';
import * as redirectBankLink from '../../features/redirect-bank-link';
import * as results from '../../features/results';
import * as threeDs from '../../features/three-ds';
import * as wallets from '../../features/wallets';

/** Every element kind's screen, by kind. A new kind needs its protocol row and its family's row. */
const ELEMENT_SCREENS = {
  ...card.ELEMENT_SCREENS,
  ...krCard.ELEMENT_SCREENS,
  ...dropin.ELEMENT_SCREENS,
  ...redirectBankLink.ELEMENT_SCREENS,
  ...qrWechat.ELEMENT_SCREENS,
  ...wallets.ELEMENT_SCREENS,
} satisfies { readonly [K in ElementKind]: ElementRow<K>['load'] };

const elementRow = <K extends ElementKind>(kind: K): ElementRow<K> => ({ type: 'element', kind, load: ELEMENT_SCREENS[kind] });

/** One row per element kind of the protocol, under its own route name. */
const ELEMENT_ROWS = Object.fromEntries((Object.keys(ELEMENT_SCREENS) as ElementKind[]).map((kind) => [`elements.${kind}`, elementRow(kind)])) as {
  [K in ElementKind as `elements.${K}`]: ElementRow<K>;
};

/** The shell's own page: the SDK's hidden warm-up frame. */
const SHELL_PAGES = { 'elements.loading': pageRow('system', () => import('../app/WarmUp')) } satisfies PageScreens;

export const SCREENS = {
  ...threeDs.PAGE_SCREENS,
  ...results.PAGE_SCREENS,
  ...qrWechat.PAGE_SCREENS,
  ...instructions.PAGE_SCREENS,
  ...directDebit.PAGE_SCREENS,
  ...redirectBankLink.PAGE_SCREENS,
  ...hosted.PAGE_SCREENS,
  ...SHELL_PAGES,
  ...ELEMENT_ROWS,
} satisfies Record<RouteName, ScreenRow>;

/** The row of a route; `null` (no route) shows the not-available page. */
export function screenRowOf(route: RouteName | null): ScreenRow | null {
  return route === null ? null : SCREENS[route];
}

/** Every element row, e.g. for the warm-up frame's preload. */
export function elementRows(): ElementRow[] {
  return Object.values(SCREENS).filter((row): row is ElementRow => row.type === 'element');
}
