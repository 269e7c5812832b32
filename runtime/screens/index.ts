export { SCREENS, screenRowOf, elementRows } from './table';
export { loadScreen, loadedScreen, preloadElementScreens } from './load';
export { ChunkLoadError, importWithRetry, CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, type RetryOptions } from './import-with-retry';
export type * from './contract';
export { PAGE_FAMILIES } from './contract';
