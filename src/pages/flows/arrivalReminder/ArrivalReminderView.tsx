import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Text } from '../../../components/Text';
import type { arrivalReminderMachine } from '../../../machines/arrivalReminder';
import { Done, Stack } from './ArrivalReminder.styles';

export type ArrivalReminderActorRef = ActorRefFrom<typeof arrivalReminderMachine>;

export interface ArrivalReminderViewProps {
  actorRef: ArrivalReminderActorRef;
}

/** The "notify me when back in stock" button of a sold-out product, driven by its machine. */
export function ArrivalReminderView({ actorRef }: ArrivalReminderViewProps) {
  const { t } = useTranslation('backgroundFlows');
  const state = useSelector(actorRef, (snapshot) =>
    snapshot.matches('registered') ? 'registered' : snapshot.matches('failed') ? 'failed' : snapshot.hasTag('busy') ? 'busy' : 'idle',
  );
  const isLogin = useSelector(actorRef, (snapshot) => snapshot.context.isLogin);
  return (
    <Stack>
      {state === 'registered' ? (
        <Done role="status">
          <Icon name="check" size={20} />
          <Text as="span" variant="bodyStrong" tone="success">
            {t('arrivalReminder.registered')}
          </Text>
        </Done>
      ) : (
        <Button variant="outline" fullWidth loading={state === 'busy'} onClick={() => actorRef.send({ type: 'register' })}>
          {state === 'failed' ? t('arrivalReminder.retry') : t('arrivalReminder.button')}
        </Button>
      )}
      {!isLogin && state !== 'registered' && (
        <Text variant="small" tone="muted">
          {t('arrivalReminder.loginHint')}
        </Text>
      )}
    </Stack>
  );
}
