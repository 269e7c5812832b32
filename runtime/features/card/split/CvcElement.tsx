import { ContributorField, type ContributorRules } from './ContributorField';
import { cvcStateOfSize, formatCvcOfSize } from '../card-fields';

const CVC: ContributorRules = {
  field: 'cvc',
  format: (raw, _previous, size) => formatCvcOfSize(raw, size),
  state: (value, size) => cvcStateOfSize(value, size),
};

/** `/elements/cvc`: the split card's security code, as long as the brand the number frame detected says; its value goes there. */
export default function CvcElement() {
  return <ContributorField rules={CVC} />;
}
