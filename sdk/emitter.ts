import type { ElementEventName } from '../protocol';

type Handler = (payload: never) => void;

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

  /** Runs every handler of `name`; `false` when there was none. */
  emit(name: ElementEventName, payload: unknown): boolean {
    const handlers = [...(this.#handlers.get(name) ?? [])];
    for (const handler of handlers) {
      try {
        (handler as (payload: unknown) => void)(payload);
      } catch (error) {
        // A merchant's handler threw: report it where the merchant will look, keep going.
        console.error(`[portico] an "${name}" handler threw`, error);
      }
    }
    return handlers.length > 0;
  }

  clear(): void {
    this.#handlers.clear();
  }
}
