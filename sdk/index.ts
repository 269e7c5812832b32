/**
 * Portico merchant SDK. `import { init } from 'portico'`; importing touches no
 * `window`, so it is safe in server-rendered code.
 */
export { init } from './portico';
export type { Portico, PorticoGroup } from './portico';
// A type only: elements are made by createElement(), which checks their options.
export type { PorticoElement } from './element';
export type { ElementEventNameOf, ElementEventPayload, ElementEventReply, ElementUpdate, UpdateResult } from './element-types';
export { PorticoError } from './errors';
export { ELEMENT_KIND_NAMES } from './kinds';
export { ELEMENT_EVENT_NAMES } from '../protocol';
export { CHECKOUT_ORIGINS } from './environments';
export type { PorticoEnv } from './environments';
export type { InitOptions, CardElementOptions, FullFeaturedCardElementOptions } from './options';
export type { GroupType } from '../protocol/element-groups';
export type { RedirectToCheckoutOptions, HostedPaymentOptions, HostedRecurringOptions } from '../protocol/options/hosted-checkout';
export type {
  Appearance,
  BinInfo,
  CardBrand,
  CardChange,
  FieldChange,
  DropinChange,
  DropinLayout,
  ExpressIntent,
  PaymentMethodName,
  QrWallet,
  ShippingAddress,
  ShippingUpdate,
  ConfirmParams,
  ConsentSummary,
  ConsentTerms,
  CreateConsentParams,
  VerifyConsentParams,
  ElementChangeByKind,
  ElementEventName,
  ElementField,
  ElementKind,
  ErrorAudience,
  PorticoErrorCode,
  ElementOptionsByKind,
  IntentStatus,
  IntentSummary,
  MerchantError,
  PaymentError,
  PaymentMethodSummary,
  CardRequestKind,
} from '../protocol';
