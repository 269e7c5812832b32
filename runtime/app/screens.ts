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

type ScreenModule = { default: ComponentType<ElementScreenProps & ScreenServices> };

const ELEMENT_SCREEN_IMPORTERS = {
  card: () => import('../elements/card/CardElement'),
} satisfies Record<ElementKind, () => Promise<ScreenModule>>;

export const ELEMENT_SCREENS = {
  card: lazyWithRetry(ELEMENT_SCREEN_IMPORTERS.card),
} satisfies Record<ElementKind, ElementScreen>;

/**
 * Fetches every element screen's chunk without rendering it. The SDK's hidden warm-up
 * frame (`/elements/loading`) calls this, so the chunks sit in the HTTP cache partition
 * of the merchant's site before the first element mounts.
 */
export function preloadElementScreens(): Promise<unknown> {
  return Promise.allSettled(Object.values(ELEMENT_SCREEN_IMPORTERS).map((load) => load()));
}

/** Compile-time proof that every element kind has an `/elements/{kind}` route. */
export const ELEMENT_KINDS_ROUTED: ElementKind extends ElementRouteKind ? true : never = true;

/** The element kind a route shows, if it is an `/elements/{kind}` route with a screen. */
export function elementKindOf(route: RouteMatch | null): ElementKind | null {
  const prefix = 'elements.';
  if (!route?.name.startsWith(prefix)) return null;
  const kind = route.name.slice(prefix.length);
  return isElementKind(kind) ? kind : null;
}
