import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { FormPage } from '../../shared/forms';

export interface NotReadyFormPageProps {
  /** The page's heading. */
  readonly title: string;
  readonly status: 'loading' | 'error';
  /** How many placeholder lines stand for the form while it loads. */
  readonly lines: number;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

/**
 * An account-security form page (change e-mail or phone, deletion) before its form: the heading
 * over placeholder lines announced as loading, or the error with Try again.
 */
export function NotReadyFormPage({ title, status, lines, retrying, onRetry }: NotReadyFormPageProps) {
  const { t } = useTranslation('accountSecurity');
  return (
    <FormPage title={title} submitting={false} onSubmit={() => undefined}>
      {status === 'loading' ? (
        <Skeleton variant="text" lines={lines} announce label={t('common.loading')} />
      ) : (
        <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />
      )}
    </FormPage>
  );
}
