/** The lazily loaded half of the theme (load-derive.ts): a palette from the merchant's colours, and the warning's wording. */
export { derivePalette } from './palette';
export { describeAdjustments } from './describe-adjustments';
