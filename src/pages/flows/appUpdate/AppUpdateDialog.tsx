import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components';

export interface AppUpdateDialogProps {
  open: boolean;
  /** The lowest version booking works in, as the call returned it. */
  minVersion: string | null;
  /** Where the update is (the call's url); without one the shopper updates from the app store. */
  url: string | null;
  onUpdate: () => void;
  onClose: () => void;
}

/** The app-update prompt inside the app (spec §7 app_update, §10 app versions). Pure. */
export function AppUpdateDialog({ open, minVersion, url, onUpdate, onClose }: AppUpdateDialogProps) {
  const { t } = useTranslation('appUpdate');
  return (
    <Dialog
      open={open}
      title={t('title')}
      onClose={onClose}
      {...(url
        ? { variant: 'confirm' as const, confirmLabel: t('update'), cancelLabel: t('later'), onConfirm: onUpdate }
        : { variant: 'alert' as const, confirmLabel: t('gotIt') })}
    >
      <p>{minVersion ? t('body', { version: minVersion }) : t('bodyNoVersion')}</p>
      {!url && <p>{t('fromStore')}</p>}
    </Dialog>
  );
}
