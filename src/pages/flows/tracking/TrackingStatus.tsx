import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components/Text';
import type { TrackingActorRef } from '../../../tracking/react';
import { StatusBox } from './Tracking.styles';

export interface TrackingStatusProps {
  actorRef: TrackingActorRef;
}

/**
 * A live line saying what tracking holds: waiting, sending and sent records, and the page view.
 * For the team's debug panels and the flow's stories; shoppers never see it.
 */
export function TrackingStatus({ actorRef }: TrackingStatusProps) {
  const { t } = useTranslation('backgroundFlows');
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      queued: snapshot.context.queue.length,
      sending: snapshot.context.inFlight.length,
      sent: snapshot.context.sent,
      page: snapshot.context.page?.page ?? '',
      pageState: snapshot.matches({ pageView: 'visible' })
        ? ('visible' as const)
        : snapshot.matches({ pageView: 'background' })
          ? ('background' as const)
          : ('none' as const),
    }),
    (a, b) => a.queued === b.queued && a.sending === b.sending && a.sent === b.sent && a.page === b.page && a.pageState === b.pageState,
  );
  return (
    <StatusBox role="status" aria-label={t('tracking.statusLabel')}>
      <Text as="span" variant="bodyStrong">
        {t('tracking.status', { queued: view.queued, sending: view.sending, sent: view.sent })}
      </Text>
      <Text as="span" variant="small" tone="muted">
        {t(`tracking.page.${view.pageState}`, { page: view.page })}
      </Text>
    </StatusBox>
  );
}
