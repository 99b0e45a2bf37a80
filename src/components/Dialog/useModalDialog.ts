import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { keepTabInside } from './keepTabInside';

interface ModalDialogHandlers {
  /**
   * Tab and Shift+Tab wrap around inside the dialog (keepTabInside). Escape as a key press: handled here and cancelled, so the browser sends no close request of its
   * own (and so Escape works the same when the key event is synthetic, as in tests).
   */
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Other close requests (Android's back gesture, the cancel event): ask the owner to close; the `open` prop decides. */
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** The dialog closed by itself (the browser's close request): tell the owner once. */
  onClose: () => void;
}

/**
 * Drives a native <dialog> from an `open` prop: showModal() when it turns true, close() when it
 * turns false. The browser moves focus into the dialog; on close, focus goes back to the element
 * that had it before (the opener) if it is still in the page.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onRequestClose: () => void,
): ModalDialogHandlers {
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const requestRef = useRef(onRequestClose);

  useEffect(() => {
    openRef.current = open;
    requestRef.current = onRequestClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, ref]);

  // Closing on unmount too, so a removed dialog never leaves the page inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [ref]);

  return {
    onKeyDown: (event) => {
      keepTabInside(event);
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      requestRef.current();
    },
    onCancel: (event) => {
      event.preventDefault();
      requestRef.current();
    },
    onClose: () => {
      // Shown again before this close event arrived (React's strict-mode remount): nothing to do.
      if (ref.current?.open) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
      // The browser closed it (say, a second Escape it would not let us cancel): sync the owner.
      if (openRef.current) requestRef.current();
    },
  };
}
