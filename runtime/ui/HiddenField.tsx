/** A value a form posts without showing it (a bank's redirect form carries the provider's fields). */
export function HiddenField({ name, value }: { readonly name: string; readonly value: string }) {
  return <input type="hidden" name={name} value={value} />;
}
