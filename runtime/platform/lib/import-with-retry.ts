/**
 * Screen chunks with load retry (spec §9): a failed dynamic import is tried
 * up to 2 more times, 500 ms apart; after that it fails with an error named
 * `ChunkLoadError` (spec §8), whose `cause` is the last failure. Each failed
 * attempt is reported (`onChunkLoadFail`, a warning in spec §8).
 */

const CHUNK_RETRIES = 2;
const CHUNK_RETRY_DELAY_MS = 500;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(`Loading a screen failed after ${attempts} attempts.`, options);
  }
}

export interface RetryOptions {
  readonly retries?: number;
  readonly delayMs?: number;
  readonly onChunkLoadFail?: (details: { readonly attempt: number; readonly error: unknown }) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = CHUNK_RETRIES, delayMs = CHUNK_RETRY_DELAY_MS, onChunkLoadFail } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await importer();
    } catch (error) {
      onChunkLoadFail?.({ attempt, error });
      if (attempt > retries) throw new ChunkLoadError(attempt, { cause: error });
      await wait(delayMs);
    }
  }
}
