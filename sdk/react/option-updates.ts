/**
 * What a re-render with other options does to a mounted element, as react-stripe-js's
 * `extractAllowedOptionsUpdates` does for Stripe: the options `update()` takes go
 * through it (the frame keeps what the shopper typed); any other option is fixed at
 * mount, so a change of it is ignored and the merchant is told once how to get it.
 */
import type { ElementUpdate } from '../index';

/** The options `update()` takes (protocol/options/element-options.ts UPDATE_OPTIONS). */
const UPDATABLE = ['locale', 'appearance', 'intent_id', 'client_secret'] as const;
const INTENT = ['intent_id', 'client_secret'] as const;

type Options = Readonly<Record<string, unknown>>;

export interface OptionChanges {
  /** What to pass to `update()`, or `null` when nothing it takes changed. */
  readonly update: ElementUpdate | null;
  /** Options that changed but cannot after mount (or an updatable one that was removed). */
  readonly fixed: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function optionChanges(before: Options, after: Options): OptionChanges {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  const update: Record<string, unknown> = {};
  const fixed: string[] = [];
  for (const key of changed) {
    const updatable = (UPDATABLE as readonly string[]).includes(key);
    // update() sets a value; it has no way to say "back to the default".
    if (!updatable || after[key] === undefined) fixed.push(key);
    else update[key] = after[key];
  }
  // A new intent travels with its secret, as update() requires, even when only one of them changed.
  if (INTENT.some((key) => key in update)) for (const key of INTENT) if (after[key] !== undefined) update[key] = after[key];
  return { update: Object.keys(update).length > 0 ? (update as ElementUpdate) : null, fixed };
}

/** The message for an option that cannot change: whose mistake, and what to do. */
export function fixedOptionWarning(component: string, option: string): string {
  return (
    `[portico] <${component}>: the option "${option}" cannot change after the element is mounted; the change was ignored. ` +
    `Options update() takes (${UPDATABLE.join(', ')}) change in place. To mount the element anew with the new "${option}", ` +
    `give <${component}> a new React \`key\` (the shopper's input in it is lost).`
  );
}

// Typed here (the SDK builds with no Node types): bundlers replace the expression, a browser has no `process`.
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

/** Whether this is a development build: bundlers replace `process.env.NODE_ENV`; with none there (a plain ESM page) it is development. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}
