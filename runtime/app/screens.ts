/**
 * The closed registry of screens. Every element kind of the protocol must have a
 * screen here (`satisfies Record<ElementKind, …>`), and nothing else may: a kind
 * without a screen, or a screen for an unknown kind, does not compile. Screens
 * are lazy chunks, so the entry stays small.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { isElementKind, type ElementKind } from '../../protocol';
import type { ElementRouteKind, RouteMatch } from '../router';
import { lazyWithRetry } from './lazy-with-retry';
import type { ElementScreenProps, ScreenServices } from './screen-props';

export type ElementScreen = LazyExoticComponent<ComponentType<ElementScreenProps & ScreenServices>>;

export const ELEMENT_SCREENS = {
  card: lazyWithRetry(() => import('../elements/card/CardElement')),
} satisfies Record<ElementKind, ElementScreen>;

/** Compile-time proof that every element kind has an `/elements/{kind}` route. */
export const ELEMENT_KINDS_ROUTED: ElementKind extends ElementRouteKind ? true : never = true;

/** The element kind a route shows, if it is an `/elements/{kind}` route with a screen. */
export function elementKindOf(route: RouteMatch | null): ElementKind | null {
  const prefix = 'elements.';
  if (!route?.name.startsWith(prefix)) return null;
  const kind = route.name.slice(prefix.length);
  return isElementKind(kind) ? kind : null;
}
