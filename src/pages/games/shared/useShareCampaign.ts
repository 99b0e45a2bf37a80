import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionSend } from '../../../session';

/**
 * Share this campaign page: the system share sheet where the browser has one, else the link is
 * copied; a toast says what happened (nothing when the shopper closes the sheet).
 */
export function useShareCampaign(title: string): () => Promise<void> {
  const { t } = useTranslation('games');
  const location = useLocation();
  const send = useSessionSend();
  return async () => {
    const url = new URL(location.pathname, window.location.origin).toString();
    const nav: Partial<Pick<Navigator, 'share' | 'clipboard'>> = window.navigator;
    if (typeof nav.share === 'function') {
      try {
        await nav.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    try {
      await nav.clipboard?.writeText(url);
      send({ type: 'toast.show', text: t('share.copied'), tone: 'success' });
    } catch {
      send({ type: 'toast.show', text: t('share.failed'), tone: 'danger' });
    }
  };
}
