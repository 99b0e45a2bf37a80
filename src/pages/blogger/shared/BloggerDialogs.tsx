import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { Text } from '../../../components/Text';

export interface AnnouncementDialogProps {
  /** The announcement shown; none keeps the dialog closed. */
  readonly announcement: { readonly title: string; readonly body: string } | null;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The programme's announcement popup (a campaign, a rule change), closed with "Got it". */
export function AnnouncementDialog({ announcement, open, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('blogger');
  return (
    <Dialog open={open && announcement !== null} onClose={onClose} title={announcement?.title ?? ''} variant="alert" confirmLabel={t('dialogs.gotIt')}>
      {announcement && <Text as="span">{announcement.body}</Text>}
    </Dialog>
  );
}

export interface ResultDialogProps {
  /** The decision shown (approved or rejected); null keeps the dialog closed. */
  readonly result: 'approved' | 'rejected' | null;
  /** The programme's note (a welcome, a rejection's reason). */
  readonly message?: string | null;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's action: approved goes to the cashback, rejected to the form again. */
  readonly onAction: () => void;
}

/** The result popup: the application was approved (see your cashback) or not (apply again). */
export function ResultDialog({ result, message = null, open, onClose, onAction }: ResultDialogProps) {
  const { t } = useTranslation('blogger');
  if (result === null) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`dialogs.result.${result}.title`)}
      variant="confirm"
      onConfirm={onAction}
      confirmLabel={t(`dialogs.result.${result}.action`)}
      cancelLabel={t('dialogs.close')}
    >
      <Text as="span">{message || t(`dialogs.result.${result}.message`)}</Text>
    </Dialog>
  );
}
