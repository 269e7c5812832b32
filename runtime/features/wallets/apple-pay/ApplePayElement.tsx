/** `/elements/apple-pay`: the Apple Pay button, the same body the drop-in's `applepay` row shows. */
export { default } from './ApplePayBody';
