/**
 * What a screen receives from the shell, below both the shell (app/) and the
 * screens themselves, so neither imports the other's module to share a type.
 */
import type { ComponentType } from 'react';
import type { ElementKind } from '../../protocol';
import type { ParsedLocation, RouteName } from '../platform/router';

/** Shell services a screen may use; optional so a screen also renders in isolation (tests). */
export interface ScreenServices {
  /** Loads and switches the UI language (a merchant's `update({ locale })`). */
  readonly setLanguage?: (tag: string) => Promise<void>;
  /** The API base of this environment ('' = this origin). */
  readonly apiBase?: string;
  /** Fetches every element screen's chunk into the cache without rendering it. */
  readonly preloadElementScreens?: () => Promise<ReadonlyArray<LoadedScreen | null>>;
}

/**
 * An element's body: rendered inside the shared element frame, which it reaches
 * through the frame's hooks (runtime/host/), so it takes no props.
 */
export type ElementBody = ComponentType;

/** A page: a whole screen of its own, given the parsed address. */
export interface PageScreenProps {
  readonly location: ParsedLocation;
  readonly services: ScreenServices;
}
export type PageScreen = ComponentType<PageScreenProps>;

/** A page's kind of screen, named by its screen row (its folder is its payment family's, under `runtime/features/`). */
export const PAGE_FAMILIES = ['payment-link', 'standalone', 'instructions', 'bank-link', 'results', 'callbacks', 'three-ds', 'system'] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

export interface ElementRow<K extends ElementKind = ElementKind> {
  readonly type: 'element';
  readonly kind: K;
  readonly load: () => Promise<{ readonly default: ElementBody }>;
}

export interface PageRow {
  readonly type: 'page';
  readonly family: PageFamily;
  readonly load: () => Promise<{ readonly default: PageScreen }>;
}

export type ScreenRow = ElementRow | PageRow;

/** A family's element screens (runtime/features/<family>/index.ts), by kind: the shell composes every family's. */
export type ElementScreens = { readonly [K in ElementKind]?: ElementRow<K>['load'] };

/** A family's page screens, by the route of spec §2 that shows each. */
export type PageScreens = { readonly [R in RouteName]?: PageRow };

export const pageRow = (family: PageFamily, load: PageRow['load']): PageRow => ({ type: 'page', family, load });

/** A row's screen once its chunk is loaded: what the shell renders, synchronously. */
export type LoadedScreen =
  | { readonly type: 'element'; readonly kind: ElementKind; readonly Body: ElementBody }
  | { readonly type: 'page'; readonly Page: PageScreen }
  /** No route of spec §2 matched the address: the not-available page. */
  | { readonly type: 'unavailable' };
