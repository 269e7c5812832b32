import { Checkout } from './checkout';

/** A server component; the card form is the client component below it. */
export default function Page() {
  return (
    <>
      <h1>Pay 19.99 USD</h1>
      <Checkout amount={19.99} currency="USD" />
    </>
  );
}
