/**
 * The hidden 3DS device-data step, inside the paying frame: a hidden frame of our
 * own (`/elements/3ds-frictionless`) posts the bank's form; the bank's page reads a
 * few browser facts and sends the frame on to our callback page, which tells us.
 * The step is given DEVICE_DATA_TIMEOUT_MS; after that the payment goes on without it.
 */
import { DEVICE_DATA_TIMEOUT_MS } from '../../../protocol';
import { waitForCallback } from './callback-message';
import type { RedirectForm } from '../../platform/api/redirect-form';

const FRICTIONLESS_ROUTE = '/elements/3ds-frictionless';

function frictionlessFrameUrl(origin: string, form: RedirectForm): string {
  const options = JSON.stringify({ url: form.url, method: form.method, data: form.data });
  return `${origin}/#${FRICTIONLESS_ROUTE}?${new URLSearchParams({ options }).toString()}`;
}

/** `true` when the bank's device-data page came back in time. */
export async function collectDeviceData(win: Window, form: RedirectForm, timeoutMs: number = DEVICE_DATA_TIMEOUT_MS): Promise<boolean> {
  const frame = win.document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = '3-D Secure device check';
  frame.src = frictionlessFrameUrl(win.location.origin, form);
  const answer = waitForCallback(win, frame, timeoutMs);
  win.document.body.appendChild(frame);
  try {
    return (await answer) !== null;
  } finally {
    frame.remove();
  }
}
