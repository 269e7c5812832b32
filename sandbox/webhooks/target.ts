/**
 * Where the sandbox may post: loopback addresses only unless the operator names more
 * hosts (`webhookHosts`): a local tool must not be made to post to other machines by
 * whoever can call its API.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type TargetCheck = (url: URL) => boolean;

export function allowedTargets(extraHosts: readonly string[] = []): TargetCheck {
  const hosts = new Set([...LOOPBACK, ...extraHosts.map((h) => h.toLowerCase())]);
  return (url) =>
    (url.protocol === 'http:' || url.protocol === 'https:') && hosts.has(url.hostname.toLowerCase()) && url.username === '' && url.password === '';
}
