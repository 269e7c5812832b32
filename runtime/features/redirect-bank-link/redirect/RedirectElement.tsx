/** `/elements/redirect`: pays with `method` (open banking by default) on the bank's own page. */
export { default } from './RedirectMethod';
