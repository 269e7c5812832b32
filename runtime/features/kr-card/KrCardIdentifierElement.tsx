import { KrContributor } from './KrContributor';

/** `/elements/kr-card-identifier`: the holder's birth date (YYMMDD) or business registration number. */
export default function KrCardIdentifierElement() {
  return <KrContributor name="identifier" />;
}
