/**
 * One component per element kind, made from the protocol's kind table: it mounts its
 * element, passes its events to `on…` props (the latest props are called, so inline
 * handlers never remount it) and destroys it when it goes, StrictMode's second mount
 * included. `ELEMENTS` holds them by name; components.ts, generated from the same
 * table, gives each its static named export.
 */
import { createElement, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { fixedOptionWarning, isDevelopment, optionChanges } from './option-updates';
import type { ElementEventProps, HandlerProp } from './event-props';
import { useRegistry } from './provider';
import {
  ELEMENT_EVENT_NAMES,
  ELEMENT_KIND_NAMES,
  type ElementEventName,
  type ElementEventNameOf,
  type ElementKind,
  type ElementOptionsByKind,
  type MerchantError,
  type PorticoElement,
  type PorticoError,
} from '../index';

const handlerProp = <N extends ElementEventName>(name: N) => `on${name[0]!.toUpperCase()}${name.slice(1)}` as HandlerProp<N>;

export type ElementProps<K extends ElementKind> = ElementOptionsByKind[K] &
  ElementEventProps<K> & {
    /** On the element's container `<div>`. */
    readonly className?: string;
    /** On the element's container `<div>`. */
    readonly id?: string;
    /** Tells two elements of one kind apart for `useElement(kind, name)`; fixed at mount. */
    readonly name?: string;
  };

/** A layout effect in the browser, so the latest props are in place before any event; on a server (React 18 warns of a layout effect there) none runs anyway. */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const NOT_OPTIONS = new Set<string>(['className', 'id', 'name', ...ELEMENT_EVENT_NAMES.map(handlerProp)]);

/** The element options among a component's props: everything but its handlers and the container's attributes. */
function optionsOf(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name, value]) => !NOT_OPTIONS.has(name) && value !== undefined));
}

/**
 * A component for one element kind: it mounts when Portico is ready (and anew only for
 * a new `name`); new options go through the element's `update()`.
 */
export function elementComponent<K extends ElementKind>(kind: K) {
  const component = componentName(kind);
  function Element(props: ElementProps<K>) {
    const { portico, register } = useRegistry(`<${component}>`);
    const container = useRef<HTMLDivElement>(null);
    const latest = useRef(props);
    const mounted = useRef<{ element: PorticoElement<K>; options: Record<string, unknown> } | null>(null);
    const warned = useRef(new Set<string>());
    const options = JSON.stringify(optionsOf(props as Record<string, unknown>));
    // The options a new element is made with: the latest, though their change alone makes none (the update effect below sends it).
    const latestOptions = useRef(options);
    useCommitEffect(() => {
      latest.current = props;
      latestOptions.current = options;
    });
    const { name } = props;
    // An error goes to onError; with none, to the console, once: a page never fails silently.
    const reportError = useCallback((error: MerchantError) => {
      const onError = (latest.current as { onError?: (error: MerchantError) => void }).onError;
      if (onError) onError(error);
      else console.error(`[portico] <${component}> ${error.code}: ${error.message} (no onError handler)`, error.details);
    }, []);
    useEffect(() => {
      if (!portico || !container.current) return;
      const created = JSON.parse(latestOptions.current) as Record<string, unknown>;
      const element = portico.createElement(kind, created as ElementOptionsByKind[K]);
      for (const event of ELEMENT_EVENT_NAMES) {
        // Every name: a kind that never emits one just never calls it (the props' types offer only the kind's).
        element.on(
          event as ElementEventNameOf<K>,
          ((payload: never) => {
            if (event === 'error') return reportError(payload);
            const handler = (latest.current as Record<string, unknown>)[handlerProp(event)];
            return typeof handler === 'function' ? (handler as (payload: never) => unknown)(payload) : undefined;
          }) as never,
        );
      }
      element.mount(container.current);
      mounted.current = { element, options: created };
      register(element as PorticoElement, name, true);
      return () => {
        mounted.current = null;
        register(element as PorticoElement, name, false);
        element.destroy();
      };
    }, [portico, register, name, reportError]);
    // In the commit that renders the new options: update() is called before the page paints them (a
    // new amount), so a Pay pressed once the shopper sees it confirms after the update (sdk/element.ts).
    useCommitEffect(() => {
      const current = mounted.current;
      if (!current) return;
      const next = JSON.parse(options) as Record<string, unknown>;
      const { update, fixed } = optionChanges(current.options, next);
      // What was not applied stays as mounted, so the next render compares with what the frame has.
      current.options = { ...current.options, ...update };
      for (const option of fixed) {
        if (!isDevelopment() || warned.current.has(option)) continue;
        warned.current.add(option);
        console.warn(fixedOptionWarning(component, option));
      }
      if (update) current.element.update(update).catch((error: PorticoError) => reportError(error.toJSON()));
    }, [options, reportError]);
    return createElement('div', { ref: container, className: props.className, id: props.id });
  }
  Element.displayName = componentName(kind);
  return Element;
}

/** `card` → `CardElement`, `kr-card-number` → `KrCardNumberElement`. */
export function componentName(kind: ElementKind): string {
  return `${kind.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Element`;
}

type PascalOf<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${PascalOf<Tail>}` : Capitalize<S>;
/** Every kind's component, by name: `CardElement`, `DropinElement`, `ApplePayElement`, … */
export type ElementComponents = { readonly [K in ElementKind as `${PascalOf<K>}Element`]: (props: ElementProps<K>) => ReturnType<typeof createElement> };

export const ELEMENTS = Object.fromEntries(ELEMENT_KIND_NAMES.map((kind) => [componentName(kind), elementComponent(kind)])) as unknown as ElementComponents;
