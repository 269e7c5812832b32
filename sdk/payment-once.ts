import { isSuccessStatus, type IntentSummary } from '../protocol';

/**
 * One click, one request, one `success`: a `confirm()` while another is on its way joins
 * it (ten clicks in 100 ms send one confirm), and once the intent is paid a `confirm()`
 * resolves with it, sending nothing, until the element is given another intent.
 */
export class PaymentOnce {
  #inFlight: Promise<IntentSummary> | null = null;
  #paid: IntentSummary | null = null;

  /** `start` runs only when nothing is on its way and nothing is paid; it may throw (not ready). */
  run(start: () => Promise<IntentSummary>): Promise<IntentSummary> {
    if (this.#paid) return Promise.resolve(this.#paid);
    if (this.#inFlight) return this.#inFlight;
    const inFlight = start().then((intent) => {
      if (isSuccessStatus(intent.status)) this.#paid = intent;
      return intent;
    });
    const done = () => {
      if (this.#inFlight === inFlight) this.#inFlight = null;
    };
    this.#inFlight = inFlight;
    inFlight.then(done, done);
    return inFlight;
  }

  /** Another intent (`update({ intent_id, client_secret })`): the last one's payment answers no more. */
  forget(): void {
    this.#paid = null;
  }
}
