export { createSandboxApp, type SandboxOptions } from './app';
export { startSandbox, DEFAULT_SECRET_KEY, type StartSandboxOptions, type RunningSandbox } from './server';
export { IntentStore } from './store';
export { TEST_CARDS, type TestCard, type TestCardNumber } from './test-cards';
export { API_ERRORS, type ApiErrorCode } from './errors';
export type { Intent, IntentStatus, PaymentAttempt } from './types';
