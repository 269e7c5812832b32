/** `/elements/wechat`: the WeChat Pay body the drop-in shows too (runtime/methods/wechat). */
export { default } from '../../methods/wechat/WechatBody';
