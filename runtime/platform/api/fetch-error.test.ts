import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS } from './client';
import { FetchError, isNetworkFailure, isPageInterruption, isTimeout } from './fetch-error';
import { fakeFetch, fakeLifecycle, hang, json, networkFailure, text, type FakeReply } from './testing';

const URL_ = 'https://api.example.test/api/v1/pa/payment_intents/int_1';

function clientWith(reply: FakeReply, timeoutMs?: number) {
  const lifecycle = fakeLifecycle();
  const fake = fakeFetch(reply);
  const client = createApiClient({
    base: 'https://api.example.test',
    clientSecret: 'cs',
    trackerId: 't',
    fetch: fake.fetch,
    lifecycle,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const get = () => client.request('GET', '/api/v1/pa/payment_intents/int_1');
  return { client, lifecycle, get };
}

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('FetchError from HTTP errors', () => {
  it.each([
    [400, 'Bad Request', { code: 'validation_error', message: 'bad' }],
    [404, 'Not Found', { code: 'resource_not_found', message: 'no intent' }],
    [500, 'Internal Server Error', { code: 'internal', message: 'boom' }],
  ])('%i carries status, statusText, url, response and the JSON body', async (status, statusText, body) => {
    const error = await failure(clientWith(json(status, body, statusText)).get());
    expect(error).toMatchObject({ name: 'FetchError', status, statusText, url: URL_, data: body });
    expect(error.message).toBe(`HTTP Error ${status} ${statusText}`);
    expect(error.response).toBeInstanceOf(Response);
    expect(error.response?.status).toBe(status);
    expect(error).toBeInstanceOf(Error);
  });

  it('has data null when the body is not JSON', async () => {
    const error = await failure(clientWith(text(502, '<html>Bad gateway</html>', 'Bad Gateway')).get());
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', data: null });
    expect(error.message).toBe('HTTP Error 502 Bad Gateway');
  });

  it('has no trailing space when statusText is empty (HTTP/2)', async () => {
    const error = await failure(clientWith(json(500, {})).get());
    expect(error.message).toBe('HTTP Error 500');
  });
});

describe('FetchError from network failures', () => {
  it('is status 0 and ERR_NETWORK', async () => {
    const error = await failure(clientWith(networkFailure).get());
    expect(error).toMatchObject({ status: 0, statusText: 'ERR_NETWORK', url: URL_, response: null, data: null });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(isNetworkFailure(error)).toBe(true);
    expect(isPageInterruption(error)).toBe(false);
  });

  function pending() {
    let fail: (reason: unknown) => void = () => {};
    const reply: FakeReply = () => new Promise<Response>((_, reject) => (fail = reject));
    return { reply, fail: () => fail(new TypeError('Failed to fetch')) };
  }

  it('is TCP_INTERRUPT_BY_PAGE_HIDE when the page was hidden while pending', async () => {
    const p = pending();
    const { lifecycle, get } = clientWith(p.reply);
    const request = get();
    await Promise.resolve();
    lifecycle.emit('hide');
    p.fail();
    const error = await failure(request);
    expect(error).toMatchObject({ status: 0, statusText: 'TCP_INTERRUPT_BY_PAGE_HIDE' });
    expect(isPageInterruption(error)).toBe(true);
  });

  it('is TCP_INTERRUPT_BY_PAGE_DESTROY when the page is unloading, even after a hide', async () => {
    const p = pending();
    const { lifecycle, get } = clientWith(p.reply);
    const request = get();
    await Promise.resolve();
    lifecycle.emit('destroy');
    lifecycle.emit('hide');
    p.fail();
    expect(await failure(request)).toMatchObject({ status: 0, statusText: 'TCP_INTERRUPT_BY_PAGE_DESTROY' });
  });

  it('forgets a hide that happened during an earlier request', async () => {
    const { lifecycle, get } = clientWith(networkFailure);
    const first = get();
    lifecycle.emit('hide');
    await failure(first);
    expect(lifecycle.listenerCount()).toBe(0);
    expect(await failure(get())).toMatchObject({ statusText: 'ERR_NETWORK' });
  });
});

describe('FetchError from aborts and the timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('is Aborted when the caller aborts', async () => {
    const { client } = clientWith(hang);
    const controller = new AbortController();
    const request = client.request('GET', '/x', undefined, undefined, { signal: controller.signal });
    controller.abort();
    const error = await failure(request);
    expect(error).toMatchObject({ status: 0, statusText: 'Aborted', data: null, message: 'Aborted' });
    expect(isTimeout(error)).toBe(false);
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('is Aborted at once for an already aborted signal', async () => {
    const { client } = clientWith(hang);
    const request = client.request('GET', '/x', undefined, undefined, { signal: AbortSignal.abort() });
    expect(await failure(request)).toMatchObject({ statusText: 'Aborted' });
  });

  it(`times out after ${REQUEST_TIMEOUT_MS} ms as Aborted with data.reason timeout`, async () => {
    vi.useFakeTimers();
    const { get } = clientWith(hang);
    let settled = false;
    const request = get().finally(() => (settled = true));
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure(request);
    expect(error).toMatchObject({ status: 0, statusText: 'Aborted', data: { reason: 'timeout' } });
    expect(isTimeout(error)).toBe(true);
  });

  it('times out even if the fetch ignores its signal, and honours timeoutMs', async () => {
    vi.useFakeTimers();
    const { get } = clientWith(() => new Promise<Response>(() => {}), 500);
    const request = get();
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(500);
    expect(isTimeout(await failure(request))).toBe(true);
  });

  it('times out while the body is still being read', async () => {
    vi.useFakeTimers();
    const stalledBody = new ReadableStream<Uint8Array>({ start: () => {} });
    const { get } = clientWith(() => new Response(stalledBody, { status: 200 }));
    const request = get();
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(isTimeout(await failure(request))).toBe(true);
  });
});
