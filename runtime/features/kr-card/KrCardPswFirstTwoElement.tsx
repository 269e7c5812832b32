import { KrContributor } from './KrContributor';

/** `/elements/kr-card-psw-first-two`: the first two digits of the card's PIN, masked. */
export default function KrCardPswFirstTwoElement() {
  return <KrContributor name="pswFirstTwo" />;
}
