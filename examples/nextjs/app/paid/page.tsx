import { provider, type Intent } from '../../provider';

export const dynamic = 'force-dynamic';

/** Never trust the redirect alone: the server asks the provider what became of the intent. */
export default async function Paid({ searchParams }: { searchParams: Promise<{ intent_id?: string }> }) {
  const { intent_id } = await searchParams;
  const found = intent_id && /^int_\w+$/.test(intent_id) ? await provider(`/api/v1/pa/payment_intents/${intent_id}`) : null;
  const intent = found?.ok ? (found.body as Intent) : null;
  const paid = intent !== null && ['SUCCEEDED', 'REQUIRES_CAPTURE'].includes(intent.status);
  return (
    <>
      <h1 id="headline">{paid ? 'Thank you, your payment succeeded' : 'We could not confirm this payment'}</h1>
      <p id="detail">{intent ? `${intent.amount.toFixed(2)} ${intent.currency} · ${intent.id} · ${intent.status}` : 'No payment was found.'}</p>
    </>
  );
}
