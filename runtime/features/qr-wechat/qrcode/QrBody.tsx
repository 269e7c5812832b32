import { useElementFrame } from '../../../host';
import { useMethod } from '../../../host/method-context';
import { isQrMethod, isQrWallet } from './qr-methods';
import { QrPayment } from './QrPayment';

/**
 * The body of the `qrcode` element and of the drop-in's QR code and PayNow rows: the
 * method the drop-in chose, else the element's `method` option (`qrcode` or `paynow`);
 * the QR code method's `wallet` option names the app (spec §9).
 */
export default function QrBody() {
  const { options } = useElementFrame();
  const chosen = useMethod(isQrMethod(options.method) ? options.method : 'qrcode');
  const method = isQrMethod(chosen) ? chosen : 'qrcode';
  const wallet = method === 'qrcode' && isQrWallet(options.wallet) ? options.wallet : null;
  return <QrPayment method={method} wallet={wallet} />;
}
