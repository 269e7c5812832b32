/**
 * The submit button a form needs for Enter in one of its fields to submit it, where the form
 * shows none of its own (the Pay button is the merchant's, or lives outside the form): out of
 * sight, out of the tab order, and not read.
 */
export function HiddenSubmit() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}
