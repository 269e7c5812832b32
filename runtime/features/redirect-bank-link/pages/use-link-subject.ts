/**
 * The whole tab's view of what it links an account for: the payment (by its intent's
 * client secret) or, in recurring mode, the consent (by the customer's client secret),
 * read for the provider's link page (its `redirect` next action, http(s) only).
 * 4xx answers mean the address is no good; anything else may pass, so it offers a retry.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDocumentApi } from '../../../platform/api/document-api';
import { isFetchError } from '../../../platform/api/fetch-error';
import { retrievePaymentIntent, type NextAction } from '../../../platform/api/payment-intents';
import { readShopperAction } from '../../../platform/api/shopper-action';
import type { ParsedQuery } from '../../../platform/router';

export type SubjectRead =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'network' }
  /** `linkUrl` null: not waiting for a bank's page (paid, refused, verified…). */
  | { readonly kind: 'read'; readonly subject: 'intent' | 'consent'; readonly id: string; readonly linkUrl: string | null };

interface Target {
  readonly subject: 'intent' | 'consent';
  readonly id: string;
  readonly secret: string;
}

export function targetOf(query: ParsedQuery): Target | null {
  const secret = query.client_secret;
  if (!secret) return null;
  const consentId = query.options?.mode === 'recurring' ? query.options.consent_id : undefined;
  if (consentId) return { subject: 'consent', id: consentId, secret };
  return query.intent_id ? { subject: 'intent', id: query.intent_id, secret } : null;
}

export function useLinkSubject(query: ParsedQuery): { readonly read: SubjectRead; readonly retry: () => void } {
  const target = useMemo(() => targetOf(query), [query]);
  const documentApi = useDocumentApi();
  const [read, setRead] = useState<SubjectRead>(target ? { kind: 'loading' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!target) return;
    let live = true;
    const fetched: Promise<{ readonly status: string; readonly next_action?: NextAction | null }> = documentApi
      .forSecret(target.secret)()
      .then((client) =>
        target.subject === 'intent'
          ? retrievePaymentIntent(client, target.id)
          : client.request('GET', `/api/v1/pa/payment_consents/${encodeURIComponent(target.id)}`),
      );
    fetched.then(
      (record) => {
        const waiting = record.status === 'REQUIRES_CUSTOMER_ACTION' || record.status === 'PENDING_VERIFICATION';
        const next = waiting ? readShopperAction(record.next_action) : null;
        if (live) setRead({ kind: 'read', subject: target.subject, id: target.id, linkUrl: next?.type === 'redirect' ? next.url : null });
      },
      (error: unknown) => {
        const refused = isFetchError(error) && error.status >= 400 && error.status < 500;
        if (live) setRead({ kind: refused ? 'invalid' : 'network' });
      },
    );
    return () => {
      live = false;
    };
  }, [target, documentApi, attempt]);

  const retry = useCallback(() => {
    setRead({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { read, retry };
}
