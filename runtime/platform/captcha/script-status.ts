/**
 * Spec §4: a captcha script's status goes idle → loading → loaded or failed, and
 * once loaded or failed it never changes (a failed vendor is not tried again: the
 * other one is used). Spec §8: a load error or a time-out marks it failed.
 */
export type CaptchaScriptStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type CaptchaScriptEvent = 'start' | 'load' | 'error' | 'timeout';

const TRANSITIONS: Readonly<Record<CaptchaScriptStatus, Partial<Record<CaptchaScriptEvent, CaptchaScriptStatus>>>> = {
  idle: { start: 'loading' },
  loading: { load: 'loaded', error: 'failed', timeout: 'failed' },
  loaded: {},
  failed: {},
};

/** The status after `event`; an event that does not apply leaves the status as it is. */
export function nextScriptStatus(status: CaptchaScriptStatus, event: CaptchaScriptEvent): CaptchaScriptStatus {
  return TRANSITIONS[status][event] ?? status;
}

export function isFinalScriptStatus(status: CaptchaScriptStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}
