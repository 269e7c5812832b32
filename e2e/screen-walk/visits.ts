/**
 * The walk's table: one visit per route of the screen table (runtime/shell/screens/table.ts).
 * A route added to the runtime without a visit here does not compile (and the walk's first test fails).
 */
import type { RouteName } from '../../runtime/platform/router';
import type { Visit } from './visit';
import { CARD_VISITS } from './visits-cards';
import { METHOD_VISITS } from './visits-methods';
import { PAGE_VISITS } from './visits-pages';

export const VISITS = {
  ...CARD_VISITS,
  ...METHOD_VISITS,
  ...PAGE_VISITS,
} satisfies Record<RouteName, Visit>;
