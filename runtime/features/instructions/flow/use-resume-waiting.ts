import { useContext, useEffect, useEffectEvent } from 'react';
import { retrievePaymentIntent, type PaymentIntent } from '../../../platform/api/payment-intents';
import { readShopperAction, type ShopperAction } from '../../../platform/api/shopper-action';
import { useElementFrame } from '../../../host';
import { KnownIntentContext } from './known-intent';

/** Does `intent` wait for the shopper to pay by `method`'s instructions? */
export function waitsForInstructions(intent: PaymentIntent, method: string): boolean {
  const action = intent.status === 'REQUIRES_CUSTOMER_ACTION' ? readShopperAction(intent.next_action) : null;
  return action?.type === 'display_instructions' && action.instructions.method === method;
}

/**
 * On mount: when the intent already waits for this method's instructions (the
 * shopper reloaded, or came back later), shows them at once through `resume`,
 * with no new attempt: what the shopper was given stays valid.
 */
export function useResumeWaiting(method: string, resume: (intent: PaymentIntent, next: ShopperAction | null) => boolean): void {
  const known = useContext(KnownIntentContext);
  const { api, intentId } = useElementFrame();
  // Not a reason to look again: a new `resume` (each confirm makes one) must not take up the payment again.
  const takeUp = useEffectEvent((intent: PaymentIntent) => {
    if (waitsForInstructions(intent, method)) resume(intent, readShopperAction(intent.next_action));
  });
  useEffect(() => {
    let live = true;
    const take = (intent: PaymentIntent) => {
      if (live) takeUp(intent);
    };
    if (known) take(known);
    else if (api && intentId) {
      void api()
        .then((client) => retrievePaymentIntent(client, intentId))
        .then(take, () => undefined); // no look, no resume: the form is shown as for a new payment
    }
    return () => {
      live = false;
    };
  }, [known, api, intentId, method]);
}
