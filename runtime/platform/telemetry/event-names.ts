/**
 * The names the runtime logs (spec §8). Errors are "logged, not shown to the user";
 * warnings are logged too. A name outside these tables does not compile.
 */
export const LOGGED_ERRORS = [
  'onPageCrash',
  'onPostWindowMessageError',
  'onAPIHookError',
  'onGetCountryCallingCodeError',
  'onCopyFailed',
  'onFormatAmountError',
  'onLoadTranslationResourceFail',
  'onAwxPayLoadError',
  'onAwxPayConfirmError',
  'onConfirmError',
  'onCreateConsentError',
  'onConsentVerifyError',
  'onTrueLayerFlowError',
  'onPlaidMessageEventError',
  'onPlaidFormVerificationError',
  'etfReAuthVerificationError',
  'etfConfirmIntentStatusError',
  // The spec lists "Apple Pay SDK load errors" without a name; this is ours.
  'onApplePaySDKLoadError',
  'onParseHPPOptionError',
] as const;

export const LOGGED_WARNINGS = [
  'onWindowError',
  'onConsoleError',
  'onChunkLoadFail',
  'onReceiveGooglePayInvalidToken',
  'onDecodeJwtError',
  'onFetchCaptchaResultError',
  'onApplePayNotSupported',
  'onApplePayLoadError',
  // Ours: the hosted page was given a success or cancel URL on an origin the merchant did not register, and dropped it.
  'onReturnUrlNotRegistered',
] as const;

type LoggedErrorName = (typeof LOGGED_ERRORS)[number];
type LoggedWarningName = (typeof LOGGED_WARNINGS)[number];
export type LogEventName = LoggedErrorName | LoggedWarningName;
export type LogLevel = 'error' | 'warn' | 'info';
