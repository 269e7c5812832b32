/** `/elements/qrcode`: the QR code body the drop-in shows too (runtime/methods/qrcode). */
export { default } from '../../methods/qrcode/QrBody';
