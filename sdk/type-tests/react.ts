/**
 * portico/react's types, as valid.ts and invalid.ts hold the SDK's: what must compile,
 * and under `@ts-expect-error` what a merchant must not be able to write.
 */
import { createElement } from 'react';
import type { CardChange, FieldChange, PorticoElement } from '../index';
import * as bindings from '../react';
import { CardElement, ExpiryElement, PorticoProvider, useElement, type ElementComponents, type ElementProps } from '../react';

declare function exactly<A, B>(...proof: [A] extends [B] ? ([B] extends [A] ? [] : [never]) : [never]): void;
declare const intent_id: string;
declare const client_secret: string;

export function uses(): void {
  createElement(PorticoProvider, { options: { env: 'prod' } });
  createElement(CardElement, { intent_id, client_secret, onChange: (change) => exactly<typeof change, CardChange>() });
  createElement(ExpiryElement, { intent_id, client_secret, onChange: (change) => exactly<typeof change, FieldChange>() });
  createElement(CardElement, {
    intent_id,
    client_secret,
    onError: (error) => exactly<typeof error.audience, 'merchant' | 'customer' | 'network' | 'internal'>(),
  });
  exactly<ReturnType<typeof useElement<'card'>>, PorticoElement<'card'> | null>();
}

/**
 * A component for every kind, by its static name: the list (sdk/react/components.ts) is
 * generated from the kind table on install, build and test; one older than the table
 * (a kind added since) fails here until `npm run generate`.
 */
export function everyKindNamed(): void {
  exactly<Pick<typeof bindings, keyof ElementComponents>, ElementComponents>();
}

export function mistakes(): void {
  // @ts-expect-error -- a card element needs its intent's client secret
  createElement(CardElement, { intent_id });
  // @ts-expect-error -- events are on… props: `ready` is not one
  createElement(CardElement, { intent_id, client_secret, ready: () => {} });
  // @ts-expect-error -- a card has no wallet-only events: onShippingChange is an Apple/Google Pay button's
  createElement(CardElement, { intent_id, client_secret, onShippingChange: () => {} });
  // @ts-expect-error -- a card's props are not a drop-in's (no layout)
  const props: ElementProps<'card'> = { intent_id, client_secret, layout: 'tabs' };
  void props;
}
