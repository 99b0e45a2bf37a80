import { useContext, useEffect } from 'react';
import { ToastDurationContext, ToastHost, type ToastItem, type ToastPlacement } from '../../../components';
import { useSession, useSessionSend } from '../../../session';
import type { SessionToast } from '../../../session';

function toItem(toast: SessionToast): ToastItem {
  return { id: toast.id, message: toast.text, tone: toast.tone === 'danger' ? 'error' : (toast.tone ?? 'info') };
}

export interface SessionToastsProps {
  /** How long each toast stays; null keeps them until dismissed. Defaults to ToastDurationContext's (3 s in the app). */
  durationMs?: number | null;
  placement?: ToastPlacement;
}

/** The session's toasts (flows send `toast.show`), shown one at a time and dismissed after a while. */
export function SessionToasts({ durationMs: durationProp, placement }: SessionToastsProps) {
  const contextDuration = useContext(ToastDurationContext);
  const durationMs = durationProp === undefined ? contextDuration : durationProp;
  const toasts = useSession((s) => s.toasts);
  const send = useSessionSend();
  const first = toasts[0];

  useEffect(() => {
    if (!first || durationMs === null) return;
    const timer = setTimeout(() => send({ type: 'toast.dismiss', id: first.id }), durationMs);
    return () => clearTimeout(timer);
  }, [first, durationMs, send]);

  return (
    <ToastHost
      toasts={first ? [toItem(first)] : []}
      onDismiss={(id) => send({ type: 'toast.dismiss', id })}
      {...(placement ? { placement } : {})}
    />
  );
}
