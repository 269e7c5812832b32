import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from '../platform/i18n/react';
import { envelope, isChannelId, type ElementKind, type FrameOptions } from '../../protocol';
import { useAddress } from '../platform/address/address';
import type { ElementBody, ScreenServices } from '../host/screen-contract';
import { ConnectedFrame, type FrameTarget } from '../host/ConnectedFrame';
import { readFrameContext } from '../host/frame-context';
import { lazySecretCheck } from './lazy-api-client';
import { useDocumentApi } from '../platform/api/document-api';
import type { Connect } from '../host/early-connect';
import { connectToParent } from '../host/parent-bridge';
import { releaseBoot } from '../host/boot/boot-fields';

export interface ElementFrameProps {
  readonly kind: ElementKind;
  readonly Body: ElementBody;
  readonly services?: ScreenServices;
  /** A handshake already under way (early-connect.ts); by default the frame connects itself. */
  readonly connect?: Connect;
}

/**
 * What every element shares: the declared-origin check (nothing payable is rendered
 * unless the frame may talk to its parent), the bridge to the merchant page, the API
 * client, appearance and language updates, resize, and `onReady` with the translated
 * title once the body's first paint is committed. The body inside reaches it by hooks.
 * Its options, client secret and intent are the address's (AddressContext).
 */
export function ElementFrame({ kind, Body, services = {}, connect = connectToParent }: ElementFrameProps) {
  const { t } = useTranslation();
  const address = useAddress();
  if (!address) throw new Error('An element frame is rendered at an address (AddressContext).');
  const { options, client_secret: clientSecret, intent_id: intentId } = address.location.query;
  const { frameAccount } = address;
  const documentApi = useDocumentApi();
  const context = useMemo(() => readFrameContext(window, options), [options]);
  const parentOrigin = context.ok ? context.parentOrigin : null;
  // Recurring mode carries a customer's secret: its consent calls check the rest, the frame its account.
  const recurring = options?.mode === 'recurring';
  // The intent to pay, its client and its secret's check: from the address, and again on update({ intent_id, client_secret }).
  const targetOf = useCallback(
    (id: string | null, secret: string | null): FrameTarget => {
      const api = secret ? documentApi.forSecret(secret) : null;
      const place = parentOrigin === null ? null : { account: frameAccount, parentOrigin };
      const checkSecret = api && secret && place && (recurring || id) ? lazySecretCheck(api, recurring ? null : id, kind, place) : null;
      return { api, intentId: id, checkSecret };
    },
    [documentApi, recurring, kind, frameAccount, parentOrigin],
  );
  const { api, checkSecret } = useMemo(() => targetOf(intentId, clientSecret), [targetOf, intentId, clientSecret]);
  const refusedChannel = !context.ok && context.reason === 'ancestor_mismatch' && isChannelId(options?.channel) ? options.channel : null;
  useEffect(() => {
    // The page that framed us is not the declared origin: it hears why (and nothing else), so its
    // merchant gets origin_mismatch at once instead of a handshake time-out. Addressed to that
    // page's origin, as every message is (never '*'); the mismatch is only ever known from it.
    const actual = window.location.ancestorOrigins?.[0];
    if (refusedChannel && actual) window.parent.postMessage(envelope(refusedChannel, 'refused', { reason: 'origin_mismatch' }), actual);
  }, [refusedChannel]);
  // A refusal replaces the boot markup: nothing typed into it is taken.
  useLayoutEffect(() => {
    if (!context.ok) releaseBoot();
  }, [context.ok]);
  if (!context.ok) {
    const key = context.reason === 'ancestor_mismatch' || context.reason === 'not_framed' ? 'frame.origin_mismatch' : 'frame.options_invalid';
    return (
      <p className="portico-refusal" role="alert">
        {t(key)}
      </p>
    );
  }
  return (
    <ConnectedFrame
      kind={kind}
      Body={Body}
      channel={context.channel}
      parentOrigin={context.parentOrigin}
      initialAppearance={options?.appearance}
      api={api}
      checkSecret={checkSecret}
      retarget={targetOf}
      intentId={intentId}
      clientSecret={clientSecret}
      options={options ?? NO_OPTIONS}
      group={options?.group ?? null}
      setLanguage={services.setLanguage}
      connect={connect}
      frameAccount={frameAccount}
    />
  );
}

const NO_OPTIONS: Partial<FrameOptions> = {};
