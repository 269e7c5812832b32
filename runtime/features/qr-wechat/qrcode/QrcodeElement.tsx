/** `/elements/qrcode`: the QR code body the drop-in shows too (runtime/features/qr-wechat/qrcode/). */
export { default } from './QrBody';
