import { useEffect } from 'react';
import type { PageScreenProps } from '../../screens/contract';

/**
 * `/elements/loading`: the SDK's hidden warm-up frame. It shows nothing and only
 * fetches the element screens' chunks, so they sit in the HTTP cache partition of
 * the merchant's site before the first element mounts.
 */
export default function WarmUp({ services }: PageScreenProps) {
  useEffect(() => {
    void services.preloadElementScreens?.();
  }, [services]);
  return null;
}
