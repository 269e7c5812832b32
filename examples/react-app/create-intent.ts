/** The demo merchant's server makes the intent with its secret key; the page gets its id and client secret. */
export interface DemoIntent {
  readonly intent_id: string;
  readonly client_secret: string;
  readonly amount: number;
  readonly currency: string;
}

export async function createIntent(amount: number): Promise<DemoIntent> {
  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount, currency: 'USD' }),
  });
  const body = (await response.json()) as DemoIntent | { message: string };
  if (!response.ok || !('intent_id' in body)) throw new Error('message' in body ? body.message : `HTTP ${response.status}`);
  return body;
}
