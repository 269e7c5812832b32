import type { ElementEventName } from '../protocol';

type Handler = (payload: never) => unknown;

/** Per-element listener lists. A throwing merchant handler never breaks the others. */
export class Emitter {
  readonly #handlers = new Map<ElementEventName, Set<Handler>>();

  on(name: ElementEventName, handler: Handler): () => void {
    let set = this.#handlers.get(name);
    if (!set) this.#handlers.set(name, (set = new Set()));
    set.add(handler);
    return () => this.off(name, handler);
  }

  off(name: ElementEventName, handler?: Handler): void {
    if (handler) this.#handlers.get(name)?.delete(handler);
    else this.#handlers.delete(name);
  }

  /** Runs every handler of `name`; what each returned (empty when there was none; `undefined` for one that threw). */
  emit(name: ElementEventName, payload: unknown): unknown[] {
    return [...(this.#handlers.get(name) ?? [])].map((handler) => {
      try {
        return (handler as (payload: unknown) => unknown)(payload);
      } catch (error) {
        // A merchant's handler threw: report it where the merchant will look, keep going.
        console.error(`[portico] an "${name}" handler threw`, error);
      }
    });
  }

  clear(): void {
    this.#handlers.clear();
  }
}
