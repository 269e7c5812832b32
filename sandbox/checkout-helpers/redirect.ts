/**
 * `pa/redirect?url=…&…`: sends the browser on to `url` with the other query
 * parameters appended. Only the sandbox's own origin and the loopback hosts
 * (the sandbox runs on this machine only) are allowed: anything else would be an
 * open redirect. The URL is parsed, never pattern-matched, and the Location sent
 * is the parser's canonical form, so `//host`, `/\host`, `user@host` and
 * look-alike hosts resolve to the host a browser would really go to.
 */
import { invalid } from '../core/errors';

export const REDIRECT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
const MAX_REDIRECT_URL = 2048;

function refused(): never {
  throw invalid('url', 'not_allowed', "url must be on the sandbox's own origin or a loopback host.");
}

/**
 * The absolute URL to send the browser to, or a 400 naming `url`. `ownOrigin` is the
 * sandbox's (RouteDeps.publicOrigin): a relative `url` and "the sandbox's own origin"
 * are that, not whatever the request's Host header claims.
 */
export function redirectTarget(requestUrl: string, ownOrigin: string = new URL(requestUrl).origin): URL {
  const request = new URL(requestUrl);
  const raw = request.searchParams.get('url');
  if (raw === null || raw === '') throw invalid('url', 'required', 'The url query parameter is required.');
  if (raw.length > MAX_REDIRECT_URL) throw invalid('url', 'too_long', `url must be at most ${MAX_REDIRECT_URL} characters.`);
  // Browsers strip or reinterpret these; refusing them leaves no parser disagreement to exploit.
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) refused();
  let target: URL;
  try {
    target = new URL(raw, ownOrigin);
  } catch {
    throw invalid('url', 'invalid_url', 'url must be a URL.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') refused();
  if (target.username !== '' || target.password !== '') refused();
  if (target.origin !== ownOrigin && !REDIRECT_ALLOWED_HOSTS.includes(target.hostname)) refused();
  for (const [key, value] of request.searchParams) if (key !== 'url') target.searchParams.append(key, value);
  return target;
}
