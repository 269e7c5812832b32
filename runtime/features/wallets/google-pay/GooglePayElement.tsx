/** `/elements/google-pay`: the Google Pay button, the same body the drop-in's `googlepay` row shows. */
export { default } from './GooglePayBody';
