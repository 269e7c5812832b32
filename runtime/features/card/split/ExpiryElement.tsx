import { ContributorField, type ContributorRules } from './ContributorField';
import { expiryState, formatExpiry } from '../card-fields';

const EXPIRY: ContributorRules = {
  field: 'expiry',
  format: (raw, previous) => formatExpiry(raw, previous),
  state: (value) => expiryState(value),
};

/** `/elements/expiry`: the split card's expiry date, month 1–12 and not past; its value goes to the number frame. */
export default function ExpiryElement() {
  return <ContributorField rules={EXPIRY} />;
}
