'use client';
import { useEffect, useState } from 'react';
import { CardElement, useElement } from 'portico/react';
import { useRouter } from 'next/navigation';

interface PageIntent {
  readonly intent_id: string;
  readonly client_secret: string;
}

/** `amount` in major units: 19.99 is $19.99. */
export function Checkout({ amount, currency }: { amount: number; currency: string }) {
  const router = useRouter();
  const [intent, setIntent] = useState<PageIntent>();
  const [complete, setComplete] = useState(false);
  const [status, setStatus] = useState('');
  const card = useElement('card');
  useEffect(() => {
    fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, currency }) })
      .then((response) => response.json() as Promise<PageIntent>)
      .then(setIntent, () => setStatus('The shop could not start the payment.'));
  }, [amount, currency]);
  if (!intent) return <p id="status">{status || 'Loading…'}</p>;
  const pay = () => {
    setStatus('Paying…');
    card?.confirm().then(
      (paid) => router.push(`/paid?intent_id=${encodeURIComponent(paid.id)}`),
      () => setStatus('The payment did not go through.'), // the frame tells the shopper why
    );
  };
  return (
    <>
      <CardElement intent_id={intent.intent_id} client_secret={intent.client_secret} onChange={(change) => setComplete(change.complete)} />
      <button id="pay" type="button" disabled={!card || !complete} onClick={pay}>
        Pay
      </button>
      <p id="status" role="status">
        {status}
      </p>
    </>
  );
}
