/** The journeys in order of value: the first ones are the ones to keep green in every engine. */
import { cardTypedBeforeBoot } from './boot';
import { cardDecline, cardPay, focusAfterRefusal, koreanInOneGo, splitInOneGo } from './cards';
import { dashboardRefund } from './dashboard';
import { declineFocus } from './decline-focus';
import { sessionExpiry } from './expiry';
import { focusTimeline, koreanFocusTimeline } from './focus-timeline';
import { dropinSwitch, hostedPage, paymentLink, redirectToBank, threeDsChallenge, threeDsFrictionless } from './flows';
import type { Journey } from './journey';
import { arabic, darkMode, recurring, recurringChallenge } from './looks';
import { konbini, qrCode } from './pay-later';
import { applePay, bankLinkPopup, googlePay, wechatOnDesktop } from './popups';

export const JOURNEYS: readonly Journey[] = [
  cardPay,
  cardDecline,
  cardTypedBeforeBoot,
  splitInOneGo,
  focusTimeline,
  koreanFocusTimeline,
  koreanInOneGo,
  threeDsChallenge,
  threeDsFrictionless,
  dropinSwitch,
  hostedPage,
  paymentLink,
  redirectToBank,
  konbini,
  qrCode,
  recurring,
  recurringChallenge,
  arabic,
  darkMode,
  focusAfterRefusal,
  declineFocus,
  googlePay,
  applePay,
  wechatOnDesktop,
  bankLinkPopup,
  sessionExpiry,
  dashboardRefund,
];
