import { useEffect, useState } from 'react';
import type { ApiClient } from '../../platform/api/client';
import { isRegisteredUrl, registeredOrigins } from '../../platform/api/registered-origins';
import { logEvent } from '../../platform/telemetry';

/** The merchant's ways back the page may follow: each `null` unless given, http(s) and on a registered origin. */
export type ReturnUrls = { readonly checked: false } | { readonly checked: true; readonly success: string | null; readonly cancel: string | null };

const NONE: ReturnUrls = { checked: true, success: null, cancel: null };

/**
 * Checks the address's `success_url` and `cancel_url` against the merchant's registered
 * origins (sandbox/account). Either may have been changed by anyone who passed the
 * link on, so an unregistered one is dropped, never followed: the shopper then ends on
 * the checkout's own result page. The list failing to load drops them too.
 */
export function useReturnUrls(api: (() => Promise<ApiClient>) | null, success: string | null, cancel: string | null): ReturnUrls {
  const wanted = Boolean(api && (success || cancel));
  const [urls, setUrls] = useState<ReturnUrls>(wanted ? { checked: false } : NONE);
  useEffect(() => {
    if (!api || !wanted) return setUrls(NONE);
    let live = true;
    api()
      .then(registeredOrigins)
      .then(
        (origins) => {
          for (const [name, url] of [
            ['success_url', success],
            ['cancel_url', cancel],
          ] as const) {
            if (url && !isRegisteredUrl(url, origins)) logEvent('onReturnUrlNotRegistered', 'warn', { option: name, origin: originOf(url) });
          }
          if (live)
            setUrls({ checked: true, success: isRegisteredUrl(success, origins) ? success : null, cancel: isRegisteredUrl(cancel, origins) ? cancel : null });
        },
        (error: unknown) => {
          logEvent('onAPIHookError', 'error', { call: 'origins', message: error instanceof Error ? error.message : String(error) });
          if (live) setUrls(NONE);
        },
      );
    return () => {
      live = false;
    };
  }, [api, wanted, success, cancel]);
  return urls;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
