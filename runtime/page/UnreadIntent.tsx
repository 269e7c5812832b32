import type { Appearance } from '../../protocol';
import { PageShell } from './PageShell';
import type { IntentRead } from './use-intent';
import { Button } from '../ui/Button';

export interface UnreadIntentProps {
  readonly read: Exclude<IntentRead, { kind: 'read' }>;
  readonly retry: () => void;
  /** Each state's words, in the page's own section: the heading while loading, a refused link, an unreachable provider, the retry button. */
  readonly texts: { readonly loading: string; readonly invalid: string; readonly network: string; readonly retry: string };
  readonly appearance?: Appearance;
}

/** A page on the way to or back from a wallet or bank whose intent is not read yet: loading, a link that is no good, or a retry. */
export function UnreadIntent({ read, retry, texts, appearance }: UnreadIntentProps) {
  if (read.kind === 'loading') return <PageShell title={texts.loading} appearance={appearance} focusOnChange={false} />;
  if (read.kind === 'invalid') return <PageShell title={texts.invalid} appearance={appearance} />;
  return (
    <PageShell title={texts.network} appearance={appearance}>
      <div className="portico-page__actions">
        <Button variant="primary" onClick={retry}>
          {texts.retry}
        </Button>
      </div>
    </PageShell>
  );
}
