import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Spinner } from '../../../components/Spinner';
import { Text } from '../../../components/Text';
import type { chunkReloadMachine } from '../../../machines/chunkReload';
import { Notice } from './ChunkReload.styles';
import { ChunkReloadFailed } from './ChunkReloadFailed';

export type ChunkReloadActorRef = ActorRefFrom<typeof chunkReloadMachine>;

export interface ChunkReloadViewProps {
  actorRef: ChunkReloadActorRef;
  /** The clock of the retry (ms since the epoch); Date.now by default. */
  now?: () => number;
}

const defaultNow = () => Date.now();

/**
 * What the shopper sees while a failed chunk load is handled: an "updating the page" notice while
 * the page reloads, or an error with a reload button when it reloaded less than 60 s ago.
 */
export function ChunkReloadView({ actorRef, now = defaultNow }: ChunkReloadViewProps) {
  const { t } = useTranslation('backgroundFlows');
  const state = useSelector(actorRef, (snapshot) =>
    snapshot.matches('blocked') ? 'blocked' : snapshot.hasTag('busy') ? 'updating' : 'idle',
  );
  if (state === 'idle') return null;
  if (state === 'blocked') {
    return <ChunkReloadFailed onRetry={() => actorRef.send({ type: 'retry', at: now() })} />;
  }
  return (
    <Notice role="status">
      <Spinner size="sm" />
      <Text as="span">{t('chunkReload.updating')}</Text>
    </Notice>
  );
}
