/**
 * Where the sandbox may post: loopback addresses only unless the operator names more
 * hosts (`webhooks.hosts`, or `PORTICO_WEBHOOK_HOSTS` for `npm start`): a local tool
 * must not be made to post to other machines by whoever can call its API. A host
 * named with a port allows that port only; without one, any port of that host.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** The environment variable `npm start` reads the extra hosts from (comma-separated). */
export const WEBHOOK_HOSTS_ENV = 'PORTICO_WEBHOOK_HOSTS';

export type TargetCheck = (url: URL) => boolean;

function portOf(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

export function allowedTargets(extraHosts: readonly string[] = []): TargetCheck {
  const allowed = new Set([...LOOPBACK, ...extraHosts].map((h) => h.toLowerCase()));
  return (url) => {
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return false;
    const host = url.hostname.toLowerCase();
    return allowed.has(host) || allowed.has(`${host}:${portOf(url)}`);
  };
}

/**
 * `host1,host2:8080,[fd00::1]:9000` → the hosts, each checked: a host name or IP address,
 * optionally `:port`, nothing else (no scheme, path, user or wildcard). Throws an Error
 * naming the variable and the entry that is wrong; an empty or unset value is no host.
 */
export function parseWebhookHosts(value: string | undefined, name = WEBHOOK_HOSTS_ENV): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const refuse = (why: string): never => {
      throw new Error(
        `${name}: "${entry}" is not a webhook host (${why}). Write host names or IP addresses, each optionally with :port, comma-separated: ${name}=merchant.internal,10.0.0.5:8080`,
      );
    };
    if (entry === '') return refuse('an empty entry');
    if (entry.includes('*')) return refuse('no wildcards: name each host');
    let url: URL;
    try {
      url = new URL(`http://${entry}`);
    } catch {
      return refuse('not a host');
    }
    const port = /:(\d+)$/.exec(entry)?.[1];
    const expected = port === undefined ? url.hostname : `${url.hostname}:${port}`;
    if (expected !== entry.toLowerCase() || url.username !== '' || url.pathname !== '/') return refuse('a host, and a port at most');
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return refuse('the port must be 1 to 65535');
    return expected;
  });
}
