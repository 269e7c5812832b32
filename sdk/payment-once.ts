import { isSuccessStatus, type IntentSummary } from '../protocol';

/**
 * One click, one request, one `success`: a `confirm()` while another is on its way joins
 * it (ten clicks in 100 ms send one confirm), and once the intent is paid a `confirm()`
 * resolves with it, sending nothing, until the element is given another intent.
 */
export class PaymentOnce {
  #inFlight: Promise<IntentSummary> | null = null;
  #paid: IntentSummary | null = null;

  /** The payment a `confirm()` now joins: the one on its way, or the paid intent; `null` when a new one may start. */
  joined(): Promise<IntentSummary> | null {
    return this.#paid ? Promise.resolve(this.#paid) : this.#inFlight;
  }

  /** Records the payment just sent (while it is on its way, and its intent once paid); returns it. */
  track(inFlight: Promise<IntentSummary>): Promise<IntentSummary> {
    const recorded = inFlight.then((intent) => {
      if (isSuccessStatus(intent.status)) this.#paid = intent;
      return intent;
    });
    const done = () => {
      if (this.#inFlight === recorded) this.#inFlight = null;
    };
    this.#inFlight = recorded;
    recorded.then(done, done);
    return recorded;
  }

  /** Another intent (`update({ intent_id, client_secret })`): the last one's payment answers no more. */
  forget(): void {
    this.#paid = null;
  }
}
