import { formatDateTime } from '../format';

/** A moment the sandbox recorded, in the browser's locale, machine-readable for assistive tech. */
export function When({ at }: { readonly at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
