/**
 * The provider's `redirect_form` next action (3DS device data and challenge): a
 * form to post to the bank. Read from untrusted JSON (an API answer, or a frame
 * URL), so only an http(s) URL and string fields pass.
 */
import { isRecord } from '../../../protocol';

export interface RedirectForm {
  readonly url: string;
  readonly method: 'POST' | 'GET';
  readonly data: Readonly<Record<string, string>>;
  readonly stage?: string;
}

export const DEVICE_DATA_STAGE = 'WAITING_DEVICE_DATA_COLLECTION';
export const CHALLENGE_STAGE = 'WAITING_USER_INFO_INPUT';

export function readRedirectForm(value: unknown): RedirectForm | null {
  if (!isRecord(value) || (value.type !== undefined && value.type !== 'redirect_form')) return null;
  if (typeof value.url !== 'string' || !isHttpUrl(value.url)) return null;
  const data = isRecord(value.data) ? value.data : {};
  if (!Object.values(data).every((field) => typeof field === 'string')) return null;
  const method = value.method === 'GET' ? 'GET' : 'POST';
  return {
    url: value.url,
    method,
    data: data as Record<string, string>,
    ...(typeof value.stage === 'string' ? { stage: value.stage } : {}),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Posts `form` to `target` (a frame name or `_self`) with hidden inputs, plus the
 * notification URL the bank's page sends the browser to when its step is over.
 */
export function submitRedirectForm(doc: Document, form: RedirectForm, target: string, notificationUrl: string): void {
  const element = doc.createElement('form');
  element.method = form.method;
  element.action = form.url;
  element.target = target;
  element.hidden = true;
  const fields = { ...form.data, notification_url: notificationUrl };
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  element.remove();
}
