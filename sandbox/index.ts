export { createSandboxApp, type SandboxOptions } from './app';
export { startSandbox, DEFAULT_SECRET_KEY, type StartSandboxOptions, type RunningSandbox } from './server';
export { SandboxStore } from './core/store';
export { TEST_CARDS, type TestCard, type TestCardNumber } from './cards/test-cards';
export { API_ERRORS, type ApiErrorCode } from './core/errors';
export type { Intent, IntentStatus, PaymentAttempt } from './model/intent-types';
