/**
 * An endpoint's signing secrets: a new one when it is made or rolled, and the ones a
 * roll replaced, which keep signing (beside the new one) until their grace period ends
 * on the sandbox clock, so a test advances the clock past it instead of waiting a day.
 */
import { randomBytes } from 'node:crypto';
import type { RolledSecret, WebhookEndpoint } from './types';

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** The secrets that sign a delivery made at `now`: the current one, then each rolled one still in its grace period. */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  return [endpoint.secret, ...live(endpoint, now).map((s) => s.secret)];
}

function live(endpoint: WebhookEndpoint, now: Date): RolledSecret[] {
  return (endpoint.previous_secrets ?? []).filter((s) => Date.parse(s.expires_at) > now.getTime());
}

/**
 * The endpoint with a new secret; the one it had signs on for `graceSeconds` more (0:
 * stops now). Older rolled secrets end then too if theirs was later: a roll with no
 * grace, after a leak, leaves the new secret alone.
 */
export function rolled(endpoint: WebhookEndpoint, graceSeconds: number, now: Date): WebhookEndpoint {
  const end = now.getTime() + graceSeconds * 1000;
  const expires_at = new Date(end).toISOString();
  const capped = [{ secret: endpoint.secret, expires_at }, ...live(endpoint, now)].map((s) => (Date.parse(s.expires_at) > end ? { ...s, expires_at } : s));
  const previous = capped.filter((s) => Date.parse(s.expires_at) > now.getTime());
  return { ...endpoint, secret: newSecret(), previous_secrets: previous, updated_at: now.toISOString() };
}

/** The endpoint as the merchant's key reads it: when each rolled secret stops signing, never that secret again. */
export function endpointView(endpoint: WebhookEndpoint, now: Date): Record<string, unknown> {
  const { previous_secrets: _secrets, ...rest } = endpoint;
  return { ...rest, previous_secrets: live(endpoint, now).map((s) => ({ expires_at: s.expires_at })) };
}
