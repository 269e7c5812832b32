/**
 * Spec §4's popup events for a wallet's sheet, the browser's own window over the
 * page: `opened` once it is shown, `closed` once when it goes, whichever way (paid,
 * failed, cancelled, or aborted by a failed merchant validation).
 */
import { useMemo, useRef } from 'react';
import type { PopupKind } from '../../../../protocol';
import { useEmit } from '../../../host';

export interface SheetEvents {
  readonly opened: () => void;
  readonly closed: () => void;
}

export function useSheetEvents(popup: Extract<PopupKind, 'apple_pay' | 'google_pay'>): SheetEvents {
  const emit = useEmit();
  const open = useRef(false);
  return useMemo(
    () => ({
      opened: () => {
        open.current = true;
        emit('onPopupOpened', { popup });
      },
      closed: () => {
        if (!open.current) return;
        open.current = false;
        emit('onPopupClosed', { popup });
      },
    }),
    [emit, popup],
  );
}
