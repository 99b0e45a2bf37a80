import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Link } from '../../../components/Link';
import { Stack } from './dialogs.styles';

/** The app-download guide (spec §2 shared layout): why the app, a download link and "not now". */
export function AppDownloadDialog({ open, downloadUrl, onClose }: { open: boolean; downloadUrl: string; onClose: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('layout.appDownload.title')}
      variant="custom"
      actions={
        <Button variant="outline" fullWidth onClick={onClose}>
          {t('layout.appDownload.later')}
        </Button>
      }
    >
      <Stack>
        <p>{t('layout.appDownload.body')}</p>
        <Link href={downloadUrl} variant="standalone" external>
          {t('layout.appDownload.download')}
        </Link>
      </Stack>
    </Dialog>
  );
}
