/**
 * `portico/react`: the SDK in a React (or Preact, through preact/compat) app. One
 * provider initialises Portico once, on the client only (nothing runs during a server
 * render); one component per element kind, made by `elementComponent` from the
 * protocol's kind table, mounts its element, passes its events to `on…` props (the
 * latest props are called, so inline handlers never remount it) and destroys it when
 * it goes, StrictMode's second mount included. New options on a mounted element go
 * through its `update()` (what the shopper typed stays); an option `update()` does not
 * take is fixed at mount (option-updates.ts). `useElement(kind, name?)` gives the mounted
 * element, for `confirm()` and `update()`.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fixedOptionWarning, isDevelopment, optionChanges } from './option-updates';
import type { ElementEventProps, HandlerProp } from './event-props';

export type { ElementEventDocs, ElementEventProps } from './event-props';
import {
  ELEMENT_EVENT_NAMES,
  ELEMENT_KIND_NAMES,
  init,
  type ElementEventName,
  type ElementEventNameOf,
  type ElementKind,
  type ElementOptionsByKind,
  type InitOptions,
  type MerchantError,
  type Portico,
  type PorticoElement,
  type PorticoError,
} from '../index';

/** Where the provider keeps an element: its kind, and the `name` prop that tells two of one kind apart. */
const slot = (kind: ElementKind, name: string | undefined) => (name === undefined ? kind : `${kind}#${name}`);

interface Registry {
  readonly portico: Portico | null;
  readonly error: PorticoError | null;
  readonly elements: Readonly<Record<string, PorticoElement>>;
  readonly register: (element: PorticoElement, name: string | undefined, mounted: boolean) => void;
}

const PorticoContext = createContext<Registry | null>(null);

export interface PorticoProviderProps {
  /** `init()`'s options, read once: the first render's are kept. */
  readonly options?: InitOptions;
  readonly children?: ReactNode;
}

/** Initialises Portico once for everything inside it. An `init()` failure is in `usePortico().error`. */
export function PorticoProvider({ options, children }: PorticoProviderProps) {
  const first = useRef(options);
  const [state, setState] = useState<{ portico: Portico | null; error: PorticoError | null }>({ portico: null, error: null });
  const [elements, setElements] = useState<Readonly<Record<string, PorticoElement>>>({});
  useEffect(() => {
    let live = true;
    init(first.current).then(
      (portico) => live && setState({ portico, error: null }),
      (error: PorticoError) => live && setState({ portico: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  const register = useCallback((element: PorticoElement, name: string | undefined, mounted: boolean) => {
    const key = slot(element.kind, name);
    setElements((current) => {
      if (mounted) return { ...current, [key]: element };
      if (current[key] !== element) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  }, []);
  const value = useMemo<Registry>(() => ({ ...state, elements, register }), [state, elements, register]);
  return createElement(PorticoContext.Provider, { value }, children);
}

function useRegistry(caller: string): Registry {
  const registry = useContext(PorticoContext);
  if (!registry) throw new Error(`${caller} must be used inside <PorticoProvider>.`);
  return registry;
}

/** The initialised Portico (`null` until `init()` resolves, and on the server), and its error if it failed. */
export function usePortico(): { readonly portico: Portico | null; readonly error: PorticoError | null } {
  const { portico, error } = useRegistry('usePortico()');
  return { portico, error };
}

/**
 * The mounted element of `kind` inside this provider, or `null` before it is mounted.
 * Two elements of one kind? Give each a `name` prop and pass it here:
 * `<CardElement name="gift" …/>` is `useElement('card', 'gift')`.
 */
export function useElement<K extends ElementKind>(kind: K, name?: string): PorticoElement<K> | null {
  return (useRegistry('useElement()').elements[slot(kind, name)] as PorticoElement<K> | undefined) ?? null;
}

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
    latest.current = props;
    const mounted = useRef<{ element: PorticoElement<K>; options: Record<string, unknown> } | null>(null);
    const warned = useRef(new Set<string>());
    const options = JSON.stringify(optionsOf(props as Record<string, unknown>));
    const { name } = props;
    // An error goes to onError; with none, to the console, once: a page never fails silently.
    const reportError = useCallback((error: MerchantError) => {
      const onError = (latest.current as { onError?: (error: MerchantError) => void }).onError;
      if (onError) onError(error);
      else console.error(`[portico] <${component}> ${error.code}: ${error.message} (no onError handler)`, error.details);
    }, []);
    useEffect(() => {
      if (!portico || !container.current) return;
      const created = JSON.parse(options) as Record<string, unknown>;
      const element = portico.createElement(kind, created as ElementOptionsByKind[K]);
      for (const event of ELEMENT_EVENT_NAMES) {
        // Every name: a kind that never emits one just never calls it (the props' types offer only the kind's).
        element.on(event as ElementEventNameOf<K>, ((payload: never) => {
          if (event === 'error') return reportError(payload);
          const handler = (latest.current as Record<string, unknown>)[handlerProp(event)];
          return typeof handler === 'function' ? (handler as (payload: never) => unknown)(payload) : undefined;
        }) as never);
      }
      element.mount(container.current);
      mounted.current = { element, options: created };
      register(element as PorticoElement, name, true);
      return () => {
        mounted.current = null;
        register(element as PorticoElement, name, false);
        element.destroy();
      };
      // The options are read at creation only: their later changes are the effect below's.
    }, [portico, register, name, reportError]);
    useEffect(() => {
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

// Generated from the protocol's ELEMENT_KINDS by scripts/react-exports.ts (`npm run generate`): do not edit.
export const {
  CardElement,
  FullFeaturedCardElement,
  CardNumberElement,
  ExpiryElement,
  CvcElement,
  KrCardNumberElement,
  KrCardExpiryElement,
  KrCardPswFirstTwoElement,
  KrCardIdentifierElement,
  DropinElement,
  RedirectElement,
  WechatElement,
  QrcodeElement,
  ApplePayElement,
  GooglePayElement,
} = ELEMENTS;
