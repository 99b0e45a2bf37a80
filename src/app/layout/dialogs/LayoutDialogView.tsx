import type { LayoutDialog, TranslateLanguage } from '../layoutDialogs.types';
import { AppDownloadDialog } from './AppDownloadDialog';
import { CouponDetailDialog } from './CouponDetailDialog';
import { NoticeDialog } from './NoticeDialog';
import { TermsDialog } from './TermsDialog';
import { TranslateDialog } from './TranslateDialog';

export interface LayoutDialogViewProps {
  /** The one layout dialog open. */
  dialog: LayoutDialog;
  onClose: () => void;
  onTranslateSelect: (language: TranslateLanguage) => void;
}

/**
 * The open layout dialog (notice, coupon detail, terms, translate, app download). The shell loads
 * this module the first time a page opens one: no page needs the dialogs for its first paint.
 */
export function LayoutDialogView({ dialog, onClose, onTranslateSelect }: LayoutDialogViewProps) {
  switch (dialog.kind) {
    case 'notice':
      return <NoticeDialog open title={dialog.title} message={dialog.message} onClose={onClose} />;
    case 'terms':
      return <TermsDialog open title={dialog.title} body={dialog.body} onClose={onClose} />;
    case 'couponDetail':
      return (
        <CouponDetailDialog
          open
          coupon={dialog.coupon}
          now={dialog.openedAt}
          onClose={onClose}
          {...(dialog.onClaim ? { onClaim: dialog.onClaim } : {})}
          {...(dialog.onUse ? { onUse: dialog.onUse } : {})}
        />
      );
    case 'translate':
      return <TranslateDialog open current={dialog.current} onSelect={onTranslateSelect} onClose={onClose} />;
    case 'appDownload':
      return <AppDownloadDialog open downloadUrl={dialog.downloadUrl} onClose={onClose} />;
  }
}
