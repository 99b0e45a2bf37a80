import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Icon, Spinner } from '../../../components';
import type { touristLoginMachine } from '../../../machines/touristLogin/touristLogin.machine';
import { Status } from './TouristLoginStatusView.styles';

export interface TouristLoginStatusViewProps {
  actorRef: ActorRefFrom<typeof touristLoginMachine>;
}

/**
 * A quiet status line for the tourist's automatic WeChat login: it says so while the login runs and
 * once it succeeded (the toast says it too). Nothing for everyone else.
 */
export function TouristLoginStatusView({ actorRef }: TouristLoginStatusViewProps) {
  const { t } = useTranslation('flows');
  const loggingIn = useSelector(actorRef, (s) => s.matches('loggingIn'));
  const loggedIn = useSelector(actorRef, (s) => s.matches('loggedIn'));
  return (
    <Status role="status">
      {loggingIn && (
        <>
          <Spinner size="sm" />
          {t('touristLogin.loggingIn')}
        </>
      )}
      {loggedIn && (
        <>
          <Icon name="check" size={20} />
          {t('touristLogin.loggedIn')}
        </>
      )}
    </Status>
  );
}
