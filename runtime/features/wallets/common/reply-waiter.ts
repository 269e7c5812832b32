/**
 * A question the frame asks the merchant page through an event, answered later by a
 * parent call (EVENT_REPLIES: `onPaymentAuthorized` → `onpaymentauthorized`,
 * `onShippingChange` → `onApplePaySessionUpdate`). One question at a time: a new one
 * ends the last with no answer. An answer nobody waits for any more (it came after the
 * time limit) is dropped.
 */
export type Reply<T> = { readonly answered: true; readonly value: T } | { readonly answered: false };

export class ReplyWaiter<T> {
  #pending: ((reply: Reply<T>) => void) | null = null;

  /** Runs `ask` (which emits the event) and resolves with the answer, or `{ answered: false }` after `timeoutMs`. */
  wait(ask: () => void, timeoutMs: number): Promise<Reply<T>> {
    this.#pending?.({ answered: false });
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle({ answered: false }), timeoutMs);
      const settle = (reply: Reply<T>) => {
        clearTimeout(timer);
        if (this.#pending === settle) this.#pending = null;
        resolve(reply);
      };
      this.#pending = settle;
      ask();
    });
  }

  /** The merchant's answer; `false` when no question was waiting for it. */
  answer(value: T): boolean {
    const pending = this.#pending;
    if (!pending) return false;
    pending({ answered: true, value });
    return true;
  }
}
