/** Paid by scanning a QR code, and WeChat Pay: their element screens (the drop-in's bodies too) and their pages. */
import { pageRow, type ElementScreens, type PageScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  wechat: () => import('./wechat/WechatBody'),
  qrcode: () => import('./qrcode/QrBody'),
} satisfies ElementScreens;

export const PAGE_SCREENS = {
  // WeChat in a mobile browser: the page that opens WeChat's, and the page WeChat comes back to.
  'wechat.jsapiCallback': pageRow('callbacks', () => import('./pages/WechatCallbackPage')),
  'page.redirectWechat': pageRow('callbacks', () => import('./pages/RedirectWechatPage')),
  // The wallet app that scanned a QR code, played for tests and demos.
  'qrcode.mock': pageRow('instructions', () => import('./pages/QrMockPage')),
} satisfies PageScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
