/** `/elements/wechat`: the WeChat Pay body the drop-in shows too (runtime/features/qr-wechat/wechat/). */
export { default } from './WechatBody';
