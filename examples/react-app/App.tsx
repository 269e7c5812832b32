/**
 * A merchant's card checkout written with `portico/react`: the server makes the intent,
 * `<PorticoProvider>` initialises Portico, `<CardElement>` collects the card, and the Pay
 * button confirms through `useElement('card')`. No effect of its own mounts or destroys
 * anything: StrictMode's double mount and re-renders are the bindings' business.
 */
import { useEffect, useState } from 'react';
import type { MerchantError, PorticoError } from 'portico';
import { CardElement, PorticoProvider, useElement, usePortico } from 'portico/react';
import { createIntent, type DemoIntent } from './create-intent';

const query = new URLSearchParams(location.search);
const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

export function App({ checkoutOrigin }: { readonly checkoutOrigin: string }) {
  const [intent, setIntent] = useState<DemoIntent | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    createIntent(Number(query.get('amount') ?? 25)).then(
      (made) => live && setIntent(made),
      (error: Error) => live && setProblem(`Could not start the payment: ${error.message}`),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <PorticoProvider options={{ checkoutOrigin, locale: query.get('lang') ?? undefined, appearance: { mode } }}>
      <main>
        <h1>
          Pay <span id="amount">{intent ? `${intent.amount.toFixed(2)} ${intent.currency}` : '…'}</span> — {__UI__}
        </h1>
        {intent ? (
          <>
            <Checkout intent={intent} />
            <GiftWrap amount={intent.amount} onIntent={setIntent} />
          </>
        ) : (
          <p id="status" role="status">
            {problem || 'Loading the payment form…'}
          </p>
        )}
        <p>
          <a href="/">All demos</a>
        </p>
      </main>
    </PorticoProvider>
  );
}

/**
 * The cart changes after the shopper typed their card: the server makes an intent for the
 * new amount (in major units: 5 is $5.00) and <CardElement> gets its id and secret. The
 * bindings pass them to the element's update(): the card the shopper typed stays.
 */
function GiftWrap({ amount, onIntent }: { readonly amount: number; readonly onIntent: (intent: DemoIntent) => void }) {
  const [added, setAdded] = useState(false);
  return (
    <p>
      <button
        id="gift-wrap"
        type="button"
        disabled={added}
        onClick={() => {
          setAdded(true);
          createIntent(amount + 5).then(onIntent, () => setAdded(false));
        }}
      >
        Add gift wrap (+5.00 USD)
      </button>
    </p>
  );
}

function Checkout({ intent }: { readonly intent: DemoIntent }) {
  const card = useElement('card');
  const { error: initError } = usePortico();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [paying, setPaying] = useState(false);
  const [status, setStatus] = useState('Loading the payment form…');
  const [merchantError, setMerchantError] = useState<MerchantError | null>(null);

  async function pay() {
    if (!card || paying) return;
    setPaying(true);
    setMerchantError(null);
    setStatus('Paying…');
    try {
      const paid = await card.confirm();
      location.assign(`/success.html?intent_id=${encodeURIComponent(paid.id)}`);
    } catch (error) {
      // The frame already shows the shopper what went wrong; this line is the page's own.
      setStatus((error as PorticoError).code === 'validation_error' ? 'Please check your card details.' : 'The payment did not go through.');
      setPaying(false);
    }
  }

  return (
    <>
      <label htmlFor="card-element">Card details</label>
      <CardElement
        id="card-element"
        intent_id={intent.intent_id}
        client_secret={intent.client_secret}
        onReady={() => {
          setReady(true);
          setStatus('');
        }}
        onChange={(change) => setComplete(change.complete)}
        onSubmit={() => void pay()}
        onError={setMerchantError}
      />
      <button id="pay" type="button" disabled={!ready || paying} data-complete={String(complete)} onClick={() => void pay()}>
        Pay
      </button>
      <p id="status" role="status">
        {initError ? `Could not load the payment form: ${initError.message}` : status}
      </p>
      {merchantError && (
        <pre id="merchant-error" aria-label="What the merchant's error handler received">
          {JSON.stringify(merchantError, null, 2)}
        </pre>
      )}
    </>
  );
}
