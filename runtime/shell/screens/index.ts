export { screenRowOf } from './table';
export { loadScreen, loadedScreen, preloadElementScreens } from './load';
export type * from '../../host/screen-contract';
