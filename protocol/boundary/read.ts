/**
 * The result of reading untrusted data: the typed value, or why it was refused.
 * Readers never throw; the caller decides whether a refusal is dropped (a hostile
 * message) or reported (a merchant's bad argument).
 */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

export const accept = <T>(value: T): Read<T> => ({ ok: true, value });
export const refuse = (problem: string): Read<never> => ({ ok: false, problem });

/** A reader of one untrusted value. */
export type Reader<T> = (value: unknown) => Read<T>;
