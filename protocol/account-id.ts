/** An account id as an address and a header carry it (`?account=`, `x-on-behalf-of`): no space, no line break, nothing to inject. */
export function isAccountId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
