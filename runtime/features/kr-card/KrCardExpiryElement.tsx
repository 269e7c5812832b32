import { KrContributor } from './KrContributor';

/** `/elements/kr-card-expiry`: the Korean card's expiry date, MM / YY. */
export default function KrCardExpiryElement() {
  return <KrContributor name="expiry" />;
}
