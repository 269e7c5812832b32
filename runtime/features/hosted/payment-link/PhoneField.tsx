import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { Select } from '../../../ui/Select';
import { useTranslation } from '../../../platform/i18n/react';
import { browserCountry } from '../../../platform/lib/countries';
import { useCallingCodes } from './use-calling-codes';
import type { LinkForm } from './use-link-form';

/** The region of the browser's language when it names none (`en` → `US`), for the first choice. */
function likelyRegion(language: string): string {
  try {
    return new Intl.Locale(language).maximize().region ?? '';
  } catch {
    return '';
  }
}

/**
 * The phone with its country calling code (spec §8): a ui/Select (keyboard and
 * screen readers as the browser gives them), first set to the billing country typed
 * above or the browser's, then the number; a number typed with `+` is sent as typed.
 * Until the codes have loaded, or if they cannot be (logged), the number alone.
 * `children` renders the number's field with the hint that fits.
 */
export function PhoneField({
  form,
  locked,
  children,
}: {
  readonly form: LinkForm;
  readonly locked: boolean;
  readonly children: (hintKey: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = `${useId()}-phone-code`;
  const codes = useCallingCodes(i18n.language);
  const ready = codes.status === 'ready' ? codes : null;
  const { phoneCode, setPhoneCode } = form;
  const choose = (region: string) => {
    if (!ready || !ready.options.some((option) => option.region === region)) return setPhoneCode(null);
    setPhoneCode({ region, international: (typed) => ready.international(typed, region) });
  };
  const first = [form.billing.values.country, browserCountry(navigator.languages), likelyRegion(navigator.language)].find((region) =>
    ready?.options.some((option) => option.region === region),
  );
  const chooseFirst = useEffectEvent(() => {
    if (!phoneCode && first) choose(first);
  });
  // Once, when the codes arrive: later the shopper's choice stands (a billing country typed afterwards changes nothing).
  useEffect(() => {
    if (ready) chooseFirst();
  }, [ready]);

  return (
    <div className="portico-link__phone">
      {ready && (
        <Select
          id={id}
          label={t('paymentLink.phone.country')}
          error={null}
          name="phone-country"
          value={phoneCode?.region ?? ''}
          disabled={locked}
          onChange={(event) => choose(event.target.value)}
          placeholder={phoneCode ? undefined : t('billing.country.placeholder')}
          // The code isolated left to right: in Arabic "+44" stays "+44".
          options={ready.options.map(({ region, code, name }) => ({ value: region, label: `${name} (\u2066+${code}\u2069)` }))}
        />
      )}
      {children(ready ? 'paymentLink.phone.hintCode' : 'paymentLink.phone.hint')}
    </div>
  );
}
