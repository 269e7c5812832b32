/** Where bodies were first depth-checked; the check now lives in `readJsonObject` itself. */
export { MAX_JSON_DEPTH, jsonDepth } from './json-depth';
export { readJsonObject as readJsonBody } from './validation';
