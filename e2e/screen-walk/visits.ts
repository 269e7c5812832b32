/**
 * The walk's table: one visit per route of the screen table (runtime/shell/screens/table.ts).
 * Every element kind has its default visit (visits-default.ts: mounted, its initial state);
 * a kind with more states to show lists its own, which replaces the default. Any other
 * route without a visit here does not compile (and the walk's first test fails).
 */
import { ELEMENT_KINDS, type ElementKind } from '../../protocol';
import type { RouteName } from '../../runtime/platform/router';
import type { Visit } from './visit';
import { CARD_VISITS } from './visits-cards';
import { defaultElementVisit } from './visits-default';
import { METHOD_VISITS } from './visits-methods';
import { PAGE_VISITS } from './visits-pages';

type KindRoute = `elements.${ElementKind}`;

const LISTED = {
  ...CARD_VISITS,
  ...METHOD_VISITS,
  ...PAGE_VISITS,
} satisfies Partial<Record<RouteName, Visit>> & Record<Exclude<RouteName, KindRoute>, Visit>;

const DEFAULTS = Object.fromEntries((Object.keys(ELEMENT_KINDS) as ElementKind[]).map((kind) => [`elements.${kind}`, defaultElementVisit(kind)])) as Record<
  KindRoute,
  Visit
>;

export const VISITS: Readonly<Record<RouteName, Visit>> = { ...DEFAULTS, ...LISTED };
