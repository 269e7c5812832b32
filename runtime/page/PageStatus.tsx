import { useTranslation } from '../platform/i18n/react';
import { Button } from '../ui/Button';
import type { PageIntent } from './use-page-intent';

const MESSAGES = {
  loading: 'instructions.page.loading',
  missing: 'instructions.page.missing',
  not_found: 'instructions.page.not_found',
  failed: 'instructions.page.load_failed',
} as const satisfies Record<Exclude<PageIntent['state'], 'loaded'>, string>;

/** A page whose intent is not there (yet): loading, no secret in the address, unknown, or unreachable (with "Try again"). */
export function PageStatus({ state, onRetry }: { readonly state: keyof typeof MESSAGES; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="portico-page__message" role={state === 'loading' ? 'status' : 'alert'}>
        {t(MESSAGES[state])}
      </p>
      {state === 'failed' && (
        <Button variant="primary" className="portico-page__pay" onClick={onRetry}>
          {t('instructions.page.retry')}
        </Button>
      )}
    </>
  );
}
