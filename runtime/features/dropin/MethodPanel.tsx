/**
 * The drop-in's open method: its body (the same one its own element kind shows,
 * its method row in host/composition.ts), loaded on first choice, rendered inside the drop-in's frame
 * with three differences: `useMethod()` names the method, the body's `change` is
 * the drop-in's (`{ method, empty, complete }`), and the drop-in hears of its
 * confirm's progress (ConfirmActivityContext) to lock and hide its Pay button.
 */
import { Button } from '../../ui/Button';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ElementChange, PaymentMethodName } from '../../../protocol';
import { useTranslation } from '../../platform/i18n/react';
import { MethodContext } from '../../host/method-context';
import type { MethodRow } from '../../host/composition';
import { importWithRetry } from '../../platform/lib/import-with-retry';
import type { ElementBody } from '../../host/screen-contract';
import { ElementFrameContext, type Emit } from '../../host/context';
import { useElementFrame } from '../../host';
import { ConfirmActivityContext, type ConfirmActivity } from '../../payment';

export interface MethodPanelProps {
  readonly name: PaymentMethodName;
  readonly row: MethodRow;
  readonly activity: ConfirmActivity;
  /** The drop-in's Pay button: shown once the body is there to pay (a press before would find no one to confirm). */
  readonly children?: ReactNode;
}

type Loaded = { readonly row: MethodRow; readonly Body: ElementBody } | { readonly row: MethodRow; readonly failed: true };

export function MethodPanel({ name, row, activity, children }: MethodPanelProps) {
  const { t } = useTranslation();
  const frame = useElementFrame();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    importWithRetry(row.load).then(
      (module) => live && setLoaded({ row, Body: module.default }),
      () => live && setLoaded({ row, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [row, attempt]);

  const value = useMemo(() => {
    const emit: Emit = (event, payload) => {
      if (event !== 'onChange') return frame.emit(event, payload);
      const change = payload as ElementChange;
      frame.emit('onChange', { method: name, empty: change.empty, complete: change.complete });
    };
    return { ...frame, emit };
  }, [frame, name]);

  if (!loaded || loaded.row !== row) return <div className="portico-dropin__loading" role="status" aria-busy="true" aria-label={t('a11y.loading')} />;
  if ('failed' in loaded) {
    return (
      <div className="portico-dropin__problem" role="alert">
        <p>{t('dropin.methodLoadFailed')}</p>
        <Button variant="secondary" className="portico-dropin__retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('dropin.retry')}
        </Button>
      </div>
    );
  }
  const { Body } = loaded;
  return (
    <MethodContext.Provider value={name}>
      <ElementFrameContext.Provider value={value}>
        <ConfirmActivityContext.Provider value={activity}>
          <Body />
        </ConfirmActivityContext.Provider>
        {children}
      </ElementFrameContext.Provider>
    </MethodContext.Provider>
  );
}
