import { useState } from 'react';
import type { MerchantIdentity } from './merchant-identity';

/**
 * The merchant at the top of a page: its logo (40 px high, the business name as its text; a
 * box of that height is kept while it loads, so nothing below moves), or, without one or
 * when it fails to load, the name beside a mark of its initial in the brand colour.
 */
export function MerchantHeader({ merchant }: { readonly merchant: MerchantIdentity }) {
  const [broken, setBroken] = useState(false);
  const logo = merchant.logo && !broken ? merchant.logo : null;
  return (
    <header className="portico-page__merchant">
      {logo ? (
        <img className="portico-page__logo" src={logo} alt={merchant.name} height={40} decoding="async" onError={() => setBroken(true)} />
      ) : (
        <>
          <span className="portico-page__monogram" aria-hidden="true">
            {Array.from(merchant.name.trim())[0]?.toLocaleUpperCase() ?? ''}
          </span>
          <span className="portico-page__merchant-name">{merchant.name}</span>
        </>
      )}
    </header>
  );
}
