import { Component, type ErrorInfo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/react';

interface CrashScreenProps {
  readonly reload: () => void;
}

/** Spec §2: the generic crash screen; its link reloads the page. */
function CrashScreen({ reload }: CrashScreenProps) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    reload();
  };
  return (
    <div className="portico-message" role="alert">
      <p>{t('crash.message')}</p>
      {/* A real link to this page (so it is a link to assistive tech); the handler reloads it. */}
      <a href={window.location.href} onClick={onClick}>
        {t('crash.reload')}
      </a>
    </div>
  );
}

export interface CrashBoundaryProps {
  readonly children: ReactNode;
  /** `location.reload()` in the page; injected by tests. */
  readonly reload?: () => void;
  /** Reports the crash (`onPageCrash`, spec §8). */
  readonly onCrash?: (error: unknown, info: ErrorInfo) => void;
}

interface CrashBoundaryState {
  readonly crashed: boolean;
}

const reloadPage = () => window.location.reload();

/** Any error a screen throws while rendering, loading (ChunkLoadError) or in a lifecycle. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onCrash?.(error, info);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashScreen reload={this.props.reload ?? reloadPage} /> : this.props.children;
  }
}
