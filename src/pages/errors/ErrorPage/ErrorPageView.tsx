import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { ToastHost } from '../../../components/Toast';
import { Actions, Code, Page } from './ErrorPage.styles';

export interface ErrorPageViewProps {
  /** The HTTP-like status (500 for an unknown middleware or a crash). */
  status: number;
  /**
   * spec §8: the error's message, shown as a toast when it is not a status-code text (the
   * container decides with isStatusCodeText); undefined shows no toast.
   */
  toastMessage?: string;
  onDismissToast?: () => void;
  /** Reloads the page. */
  onRetry: () => void;
  onHome: () => void;
}

/** The page for an error no page handled itself (spec §8). */
export function ErrorPageView({ status, toastMessage, onDismissToast, onRetry, onHome }: ErrorPageViewProps) {
  const { t } = useTranslation('app');
  return (
    <>
      <Page>
        <Code aria-hidden="true">{status}</Code>
        <Heading level={1} variant="title">
          {t('error.title')}
        </Heading>
        <Text tone="muted">{t('error.description', { status })}</Text>
        <Actions>
          <Button onClick={onRetry}>{t('error.retry')}</Button>
          <Button variant="outline" onClick={onHome}>
            {t('error.home')}
          </Button>
        </Actions>
      </Page>
      <ToastHost
        toasts={toastMessage ? [{ id: 'route-error', message: toastMessage, tone: 'error' }] : []}
        onDismiss={() => onDismissToast?.()}
      />
    </>
  );
}
