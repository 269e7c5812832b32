import { KrField } from '../kr-card/KrField';
import { useKrField } from '../kr-card/use-kr-field';

/** `/elements/kr-card-identifier`: the holder's birth date (YYMMDD) or business registration number. */
export default function KrCardIdentifierElement() {
  return <KrField control={useKrField('identifier')} />;
}
