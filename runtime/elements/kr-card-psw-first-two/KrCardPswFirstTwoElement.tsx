import { KrField } from '../kr-card/KrField';
import { useKrField } from '../kr-card/use-kr-field';

/** `/elements/kr-card-psw-first-two`: the first two digits of the card's PIN, masked. */
export default function KrCardPswFirstTwoElement() {
  return <KrField control={useKrField('pswFirstTwo')} />;
}
