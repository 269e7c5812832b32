import { useEffect, useState } from 'react';
import { ConnectedFrame } from '../../host/ConnectedFrame';
import type { ParentBridge } from '../../host/parent-bridge';
import type { LoadedScreen, PageScreenProps } from '../../host/screen-contract';
import { loadDerive } from '../../platform/theme/load-derive';

type ElementScreen = Extract<LoadedScreen, { type: 'element' }>;

const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);
const cancelIdle = (handle: number) => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle));

/** A bridge to nowhere: the warm-up frame talks to no page, and has nothing to prove; its bodies render unseen, with nothing to pay. */
const offline = (): ParentBridge => ({ emit: () => {}, connected: Promise.resolve(), close: () => {} });

/**
 * `/elements/loading`: the SDK's hidden warm-up frame. It fetches the element
 * screens' chunks into the HTTP cache partition of the merchant's site and renders
 * each element once, unconnected and unseen, so that the renderer process the
 * element frames share has compiled their code before the first one mounts. The
 * theme's derive/ chunk too: every element frame gets the page colour behind it.
 */
const NO_OPTIONS = {};

/** The SDK's warm-up frame sits on the merchant's page; its echo (below) on the checkout's own. */
function parentIsCheckout(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Chromium writes a script's V8 code cache on its second load and reads it from the third:
 * without an echo, the first element frame is that second load, and pays for writing the
 * cache (about 9 ms of its main thread, traced) between evaluating the entry and its first render.
 * A second warm-up frame inside this one loads the same scripts again, so it pays instead.
 */
function echo(): void {
  if (parentIsCheckout()) return;
  const iframe = document.createElement('iframe');
  iframe.src = `/${window.location.hash}`;
  iframe.hidden = true;
  document.body.appendChild(iframe);
}

export default function WarmUp({ services }: PageScreenProps) {
  const [screens, setScreens] = useState<readonly ElementScreen[]>([]);
  useEffect(() => {
    let live = true;
    let idle = 0;
    void loadDerive().catch(() => undefined);
    void services.preloadElementScreens?.().then((loaded) => {
      // Rendered only when the renderer is idle: an element frame mounting now (same
      // process) must never wait for its own warm-up.
      idle = whenIdle(() => {
        if (!live) return;
        setScreens(loaded.filter((screen): screen is ElementScreen => screen?.type === 'element'));
        echo();
      });
    });
    return () => {
      live = false;
      cancelIdle(idle);
    };
  }, [services]);
  return (
    <div hidden>
      {screens.map(({ kind, Body }) => (
        <ConnectedFrame
          key={kind}
          kind={kind}
          Body={Body}
          channel="warm-up"
          parentOrigin="about:blank"
          initialAppearance={undefined}
          api={null}
          intentId={null}
          options={NO_OPTIONS}
          group={null}
          setLanguage={undefined}
          connect={offline}
        />
      ))}
    </div>
  );
}
