import type { SavedMethod } from './saved-methods';
import { BrandIcon } from '../../../ui/marks/BrandIcon';

/**
 * A saved method's picture: the card's brand badge, or a bank for an account.
 * Decorative: the row's text names the method.
 */
export function MethodIcon({ method }: { readonly method: SavedMethod }) {
  if (method.kind === 'card') return <BrandIcon brand={method.brand} />;
  return (
    <svg className="portico-saved__bank" viewBox="0 0 32 20" width="32" height="20" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="31" height="19" rx="3" fill="none" stroke="currentColor" strokeOpacity="0.45" />
      <g fill="currentColor">
        <path d="M16 3.5 8 7.5h16z" />
        <rect x="9.5" y="8.5" width="2" height="6" />
        <rect x="15" y="8.5" width="2" height="6" />
        <rect x="20.5" y="8.5" width="2" height="6" />
        <rect x="8" y="15.5" width="16" height="1.5" />
      </g>
    </svg>
  );
}
