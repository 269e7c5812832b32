import { describe, expect, it, vi } from 'vitest';
import { createTranslationLoader, isTranslationResource, TranslationFormatError, TranslationLoadError } from './loader';

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(...answers: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const load = createTranslationLoader({ fetch, sleep, now: () => 1700000000000, random: () => 0.5 });
  return { fetch, sleep, load };
}

describe('translation loader', () => {
  it('GETs /locales/{lng}.json with a cache-busting query and no-cache', async () => {
    const { fetch, load } = setup(json({ crash: { message: 'Il y a un problème.' } }));
    await expect(load('fr')).resolves.toEqual({ crash: { message: 'Il y a un problème.' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/locales/fr.json?t=1700000000000&r=i');
    expect(init).toMatchObject({
      method: 'GET',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
  });

  it('uses a fresh timestamp and random value on every attempt', async () => {
    let n = 0;
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ a: 'b' }));
    const load = createTranslationLoader({ fetch, sleep: async () => {}, now: () => ++n, random: Math.random });
    await load('de');
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls[0]).not.toBe(urls[1]);
    expect(urls[0]).toMatch(/^\/locales\/de\.json\?t=1&r=[0-9a-z]+$/);
  });

  it('retries network failures and 5xx up to 3 times, 500 ms apart', async () => {
    const { fetch, sleep, load } = setup(new TypeError('Failed to fetch'), json('oops', 503), new TypeError('Failed to fetch'), json({ ok: 'yes' }));
    await expect(load('ja')).resolves.toEqual({ ok: 'yes' });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[500], [500], [500]]);
  });

  it('gives up after the third retry with the last error', async () => {
    const { fetch, load } = setup(json('', 500), json('', 502), json('', 503), json('', 504), json({ never: 'x' }));
    const error = await load('ko').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationLoadError);
    expect((error as TranslationLoadError).status).toBe(504);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a missing file', async () => {
    const { fetch, load } = setup(json('not found', 404));
    await expect(load('sv')).rejects.toMatchObject({ name: 'TranslationLoadError', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an array', '["a"]'],
    ['a string', '"text"'],
    ['not JSON', '<html>'],
    ['a number leaf', '{"a":{"b":1}}'],
    ['a null leaf', '{"a":null}'],
    ['a __proto__ key', '{"__proto__":{"x":"y"}}'],
  ])('throws "Translation format is not valid." for %s, without retrying', async (_label, body) => {
    const { fetch, load } = setup(new Response(body, { status: 200 }));
    const error = await load('it').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationFormatError);
    expect((error as Error).message).toBe('Translation format is not valid.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('isTranslationResource', () => {
  it('accepts nested string objects', () => {
    expect(isTranslationResource({ a: 'x', b: { c: 'y', d: { e: '' } } })).toBe(true);
    expect(isTranslationResource({})).toBe(true);
  });
});
