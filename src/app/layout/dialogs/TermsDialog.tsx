import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ScrollingText } from './dialogs.styles';

/** Terms and rules (campaigns, points, coupons): long text that scrolls inside the dialog. */
export function TermsDialog({ open, title, body, onClose }: { open: boolean; title: string; body: string; onClose: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      variant="custom"
      actions={
        <Button fullWidth onClick={onClose}>
          {t('layout.terms.understood')}
        </Button>
      }
    >
      {/* Focusable so keyboard users can scroll long terms. */}
      <ScrollingText tabIndex={0} role="region" aria-label={title}>
        {body}
      </ScrollingText>
    </Dialog>
  );
}
