import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import type { ConfirmedAction } from './orderActions';

export interface OrderConfirmDialogProps {
  /** The action to confirm and the order's number; null: closed. */
  pending: { readonly action: ConfirmedAction; readonly orderNumber: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling an order, confirming its receipt or deleting it. Pure. */
export function OrderConfirmDialog({ pending, busy, onConfirm, onClose }: OrderConfirmDialogProps) {
  const { t } = useTranslation('orders');
  const action = pending?.action ?? 'cancel';
  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      variant="confirm"
      title={t(`confirmDialog.${action}.title`)}
      onConfirm={onConfirm}
      confirmLabel={t(`confirmDialog.${action}.action`)}
      cancelLabel={t('confirmDialog.keep')}
      confirmVariant={action === 'confirm' ? 'primary' : 'danger'}
      confirmLoading={busy}
    >
      {t(`confirmDialog.${action}.body`, { number: pending?.orderNumber ?? '' })}
    </Dialog>
  );
}
