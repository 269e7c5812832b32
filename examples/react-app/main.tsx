/**
 * The React merchant app's entry: the same source is built twice (vite.config.ts), once
 * with React and once with Preact through preact/compat, and served by the demo merchant
 * at `/react/` and `/preact/`. Its server fills in the checkout origin (`npm start`'s, or a
 * test run's) in the page's meta tag.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const checkoutOrigin = document.querySelector<HTMLMetaElement>('meta[name="portico-checkout-origin"]')?.content ?? 'http://localhost:3100';

createRoot(document.querySelector('#root')!).render(
  <StrictMode>
    <App checkoutOrigin={checkoutOrigin} />
  </StrictMode>,
);
