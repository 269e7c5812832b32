/**
 * What a feature needs of another, bound by the shell (shell/compose.ts) before any
 * screen renders. Features never import each other (eslint.config.js): the drop-in
 * finds a method's body here, and a hosted page the drop-in.
 */
import type { PaymentFlow, PaymentMethodName } from '../../protocol';
import type { ElementBody } from './screen-contract';

export interface MethodRow {
  /** How the drop-in's Pay button reads for it, and whether the body brings its own (a wallet's button). */
  readonly flow: PaymentFlow;
  readonly load: () => Promise<{ readonly default: ElementBody }>;
  /** Whether the shopper can pay with it here (a wallet); absent, always. The drop-in offers only those that can. */
  readonly available?: () => Promise<boolean>;
}

/** A family's method rows (runtime/features/<family>/method-rows.ts), by the provider's `payment_method.type`. */
export type MethodRows = { readonly [M in PaymentMethodName]?: MethodRow };

export interface Composition {
  /** The method table (its own chunk: only the drop-in reads it): the row of a provider's `payment_method.type`, or null for one the checkout cannot show. */
  readonly loadMethodTable: () => Promise<{ readonly methodRowOf: (name: string) => MethodRow | null }>;
  /** The drop-in's screen, for the hosted pages that show it: its own chunk, so a drop-in frame never loads the hosted pages. */
  readonly loadDropin: () => Promise<{ readonly default: ElementBody }>;
}

let bound: Composition | null = null;

export function bindComposition(composition: Composition): void {
  bound = composition;
}

export function composition(): Composition {
  if (!bound) throw new Error('Portico runtime: the shell binds the features (shell/compose.ts) before a screen renders.');
  return bound;
}
