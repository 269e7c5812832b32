/**
 * `<PorticoProvider>` initialises Portico once for what is inside it, on the client only,
 * and keeps the elements its components mounted, by kind and `name`, for `useElement`.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { init, type ElementKind, type InitOptions, type Portico, type PorticoElement, type PorticoError } from '../index';

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

export function useRegistry(caller: string): Registry {
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
