import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Unavailable } from './ChunkReloadUnavailable.styles';

export interface ChunkReloadUnavailableProps {
  /** Reloads the page; `window.location.reload()` by default. */
  reload?: () => void;
}

/**
 * A page's chunk failed to load and so did the chunk-reload flow (the connection dropped before it
 * had loaded): without its once-per-60-s guard the page does not reload by itself; the shopper
 * reloads it with the button. Built from the first load's own parts (it shows when nothing more can
 * be loaded).
 */
export function ChunkReloadUnavailable({ reload }: ChunkReloadUnavailableProps) {
  const { t } = useTranslation('backgroundFlows');
  return (
    <Unavailable role="alert">
      <Text as="strong" variant="title">
        {t('chunkReload.failedTitle')}
      </Text>
      <Text tone="muted">{t('chunkReload.failedMessage')}</Text>
      <Button onClick={() => (reload ? reload() : window.location.reload())}>{t('chunkReload.retry')}</Button>
    </Unavailable>
  );
}
