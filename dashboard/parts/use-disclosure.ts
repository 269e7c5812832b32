/**
 * A form a button opens in place (add an endpoint, change one): open or not, and the opener's
 * ref, which gets the focus back when the form is cancelled (Cancel or Escape) so a keyboard
 * user is where they were. Closed because it was saved, the focus is left to the action's
 * outcome line.
 */
import { useEffect, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);
  return {
    open,
    opener,
    show: () => setOpen(true),
    cancel: () => {
      refocus.current = true;
      setOpen(false);
    },
    saved: () => setOpen(false),
  };
}
