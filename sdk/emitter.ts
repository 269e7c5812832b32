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

  has(name: ElementEventName): boolean {
    return (this.#handlers.get(name)?.size ?? 0) > 0;
  }

  emit(name: ElementEventName, payload: unknown): void {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) {
      try {
        (handler as (payload: unknown) => void)(payload);
      } catch (error) {
        // A merchant's handler threw: report it where the merchant will look, keep going.
        console.error(`[portico] an "${name}" handler threw`, error);
      }
    }
  }

  clear(): void {
    this.#handlers.clear();
  }
}
