import type { MethodRows } from '../../host/composition';

export const METHOD_ROWS = {
  // One body for the three QR methods (qrcode/); WeChat's opens WeChat's page on a phone.
  wechatpay: { flow: 'qrcode', load: () => import('./wechat/WechatBody') },
  paynow: { flow: 'qrcode', load: () => import('./qrcode/QrBody') },
  qrcode: { flow: 'qrcode', load: () => import('./qrcode/QrBody') },
} satisfies MethodRows;
