export { SCREENS, screenRowOf, elementRows } from './table';
export { loadScreen, loadedScreen, preloadElementScreens } from './load';
export { ChunkLoadError, importWithRetry, CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, type RetryOptions } from '../../platform/lib/import-with-retry';
export type * from '../../host/screen-contract';
export { PAGE_FAMILIES } from '../../host/screen-contract';
