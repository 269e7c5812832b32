import { nextInGroup, useGroupContributor } from '../../host/group';
import { receiveCarried } from '../../host/group/carry';
import { KrField } from './KrField';
import { KR_FIELDS, type KrFieldName } from './kr-fields';
import { useKrChange, useKrField } from './use-kr-field';

/**
 * A Korean card field that contributes to its group (expiry, PIN digits,
 * identifier): its value goes to the number frame, which pays; when it is done,
 * focus moves to the next frame of the group.
 */
export function KrContributor({ name }: { readonly name: KrFieldName }) {
  const { kind } = KR_FIELDS[name];
  const control = useKrField(name, {
    onDone: () => {
      const after = nextInGroup(kind);
      if (after) post({ code: 'focus', kind: after });
    },
  });
  const onCarried = (text: string, typed: string) => {
    const carried = { format: control.row.format, complete: (value: string) => control.row.state(value).done };
    receiveCarried(nextInGroup(kind), text, typed, carried, control.fill, control.state.done, post);
  };
  const post = useGroupContributor(kind, control.value, { onFill: control.fill, onFocus: control.focus, onValidate: control.reveal, onCarried });
  useKrChange({ empty: control.state.empty, complete: control.state.valid }, control.typedBeforeBoot);
  return <KrField control={control} />;
}
