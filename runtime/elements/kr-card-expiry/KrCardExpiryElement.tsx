import { KrField } from '../kr-card/KrField';
import { useKrField } from '../kr-card/use-kr-field';

/** `/elements/kr-card-expiry`: the Korean card's expiry date, MM / YY. */
export default function KrCardExpiryElement() {
  return <KrField control={useKrField('expiry')} />;
}
