import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithRetry, type RetryOptions } from './import-with-retry';

const failure = () => new TypeError('Failed to fetch dynamically imported module');

describe('importWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the module on the first success without waiting', async () => {
    const importer = vi.fn().mockResolvedValue({ default: 'screen' });
    await expect(importWithRetry(importer)).resolves.toEqual({ default: 'screen' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries 500 ms after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue({ default: 'screen' });
    const result = importWithRetry(importer);
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ default: 'screen' });
  });

  it('tries 2 more times, then throws ChunkLoadError with the last failure as cause', async () => {
    const last = failure();
    const importer = vi.fn().mockRejectedValueOnce(failure()).mockRejectedValueOnce(failure()).mockRejectedValueOnce(last);
    const onChunkLoadFail = vi.fn<NonNullable<RetryOptions['onChunkLoadFail']>>();
    const result = importWithRetry(importer, { onChunkLoadFail }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await result;
    expect(importer).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).cause).toBe(last);
    expect(onChunkLoadFail.mock.calls.map(([details]) => details.attempt)).toEqual([1, 2, 3]);
  });

  it('succeeds on the last retry', async () => {
    const importer = vi.fn().mockRejectedValueOnce(failure()).mockRejectedValueOnce(failure()).mockResolvedValue({ default: 'screen' });
    const result = importWithRetry(importer);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ default: 'screen' });
    expect(importer).toHaveBeenCalledTimes(3);
  });
});
