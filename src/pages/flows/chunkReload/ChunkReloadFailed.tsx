import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';

export interface ChunkReloadFailedProps {
  /** The shopper asks to reload the page. */
  onRetry: () => void;
}

/** A part of the page could not be loaded: the error with its reload button (the flow's blocked state, or the flow itself missing). */
export function ChunkReloadFailed({ onRetry }: ChunkReloadFailedProps) {
  const { t } = useTranslation('backgroundFlows');
  return (
    <ErrorState
      icon="refresh"
      title={t('chunkReload.failedTitle')}
      message={t('chunkReload.failedMessage')}
      retryLabel={t('chunkReload.retry')}
      onRetry={onRetry}
    />
  );
}
