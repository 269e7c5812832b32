import { accountOfSecret, checkoutAddress } from './frame-account';
import type { ElementKind } from './element-kinds';
import type { Appearance } from './payloads';
import type { CardBrand } from './card-brands';
import type { CurrencySwitcherMode, DropinLayout, PaymentMethodName, QrWallet } from './payment-methods';

/**
 * What the SDK writes into the iframe URL (spec §2: `#/elements/{kind}?options=JSON&lang=…`).
 * The runtime's route parser reads the same fields back.
 */
export interface FrameOptions {
  readonly origin: string;
  readonly channel: string;
  readonly intent_id?: string;
  readonly client_secret?: string;
  readonly customer_id?: string;
  /** Card kinds: the brands the merchant accepts (absent: every brand). */
  readonly brands?: readonly CardBrand[];
  readonly mode?: 'payment' | 'recurring';
  /** Recurring mode: a consent the merchant's server created, to verify with the shopper's method. */
  readonly consent_id?: string;
  readonly appearance?: Appearance;
  /** A split field's group id (element-groups.ts): random, made by the SDK, shared by the group's frames. */
  readonly group?: string;
  /** The drop-in: its layout, the methods it may offer, the shopper's country (payment-methods.ts). */
  readonly layout?: DropinLayout;
  readonly methods?: readonly PaymentMethodName[];
  readonly country_code?: string;
  /** The drop-in's currency switcher (`off`: none) and the shopper's currency, when the merchant names it. */
  readonly currency_switcher?: CurrencySwitcherMode;
  readonly shopper_currency?: string;
  /** A one-method element's method (`qrcode`: `qrcode` or `paynow`; `redirect`: `open_banking` or `wechatpay`). */
  readonly method?: PaymentMethodName;
  /** The QR code method's wallet app (spec §9). */
  readonly wallet?: QrWallet;
  /** Where the shopper ends up after a redirect method's result page: the merchant's http(s) page. */
  readonly return_url?: string;
  /** A wallet button's express checkout (no intent yet): what the sheet shows. */
  readonly amount?: number;
  readonly currency?: string;
  /** An express checkout's sheet: ask for a shipping address (`required`, default) or not (`none`). */
  readonly shipping?: 'required' | 'none';
  /** A platform's connected account the frame's API calls act for (`init({ onBehalfOf })`, spec §7 `x-on-behalf-of`). */
  readonly on_behalf_of?: string;
  /**
   * The colour the merchant's page shows behind the element's container (`#rrggbb`): each
   * ancestor's `background-color` laid over the next, down to white. The frame is
   * transparent, so its theme holds text on this colour to AA, or paints its own background.
   */
  readonly page_color?: string;
}

/** `page_color`'s form: what the SDK writes, the only form the frame reads. */
export const PAGE_COLOR = /^#[0-9a-f]{6}$/;

export function elementFrameUrl(
  checkoutOrigin: string,
  kind: ElementKind,
  options: FrameOptions,
  locale?: string,
  /** The SDK's own version (`v`, spec §2/§5): the frame compares it with the oldest it speaks with. */
  appVersion?: string,
  /**
   * The origin of the page that embeds the frame (`location.origin`), which the checkout
   * names in `frame-ancestors`; not the declared `options.origin`, whose mismatch the
   * frame itself reports (`origin_mismatch`) once the browser let it load.
   */
  pageOrigin: string = options.origin,
): string {
  const query = new URLSearchParams({ options: JSON.stringify(options) });
  if (locale) query.set('lang', locale);
  if (appVersion) query.set('v', appVersion);
  return checkoutAddress(checkoutOrigin, `/elements/${kind}?${query.toString()}`, accountOfSecret(options.client_secret), pageOrigin);
}
