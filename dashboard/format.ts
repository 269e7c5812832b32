/** Amounts and times in the browser's locale (Intl): the merchant reads them as they would anywhere else. */
const money = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let format = money.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${amount} ${currency}`;
    }
    money.set(currency, format);
  }
  return format.format(amount);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
}

/** `SUCCEEDED` → `Succeeded`, `payment_intent.payment_failed` → `Payment intent payment failed`. */
export function humanize(code: string): string {
  const words = code.replace(/[._]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
