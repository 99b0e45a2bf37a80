import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Card, DismissButton, Layer, Message, Region } from './Toast.styles';
import type { ToastItem, ToastPlacement } from './Toast.types';

export interface ToastHostProps {
  /** The toasts to show now, oldest first (useToastQueue gives the visible part of its queue). */
  toasts: readonly ToastItem[];
  /** The shopper closed a toast with its close button. */
  onDismiss: (id: string) => void;
  /** Pointer or keyboard focus entered the toasts: stop the auto-dismiss clock (useToastQueue's pause). */
  onPause?: () => void;
  /** Pointer or focus left the toasts: start it again (useToastQueue's resume). */
  onResume?: () => void;
  placement?: ToastPlacement;
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('overlays');
  return (
    <Card $tone={toast.tone}>
      <Message>{toast.message}</Message>
      <DismissButton type="button" aria-label={t('toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" size={20} />
      </DismissButton>
    </Card>
  );
}

/**
 * Renders the toasts it is given over the page. Two live regions stay mounted at all times so
 * screen readers announce each new message: errors in an assertive `alert` region, everything else
 * in a polite `status` region. It keeps no queue and no timers itself (see useToastQueue).
 */
export function ToastHost({ toasts, onDismiss, onPause, onResume, placement = 'bottom' }: ToastHostProps) {
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');
  return (
    <Layer
      $placement={placement}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onResume?.();
      }}
    >
      <Region role="alert" aria-live="assertive" aria-atomic="false">
        {assertive.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Region>
      <Region role="status" aria-live="polite" aria-atomic="false">
        {polite.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Region>
    </Layer>
  );
}
