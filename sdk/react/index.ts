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
export { PorticoProvider, useElement, usePortico, type PorticoProviderProps } from './provider';
export { componentName, ELEMENTS, elementComponent, type ElementComponents, type ElementProps } from './element-component';
export type { ElementEventDocs, ElementEventProps } from './event-props';
// One named export per kind (CardElement, DropinElement, …): written from the kind table by
// scripts/react-exports.ts at install, build, test and start; not committed.
export * from './components';
