import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../src/components';
import { CartCount, SessionToasts } from '../../../src/pages/flows/session';
import { SessionProvider, useSession, useSessionSend, type SessionActorRef, type SessionInput } from '../../../src/session';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
`;

function Controls() {
  const { t } = useTranslation('flows');
  const send = useSessionSend();
  const isLogin = useSession((s) => s.isLogin);
  const count = useSession((s) => s.shopCartNum);
  return (
    <Panel>
      <Title>{t('session.title')}</Title>
      <Row>
        <span role="status" aria-label={t('session.title')}>
          {isLogin ? t('session.loggedIn') : t('session.guest')}
        </span>
        <CartCount />
      </Row>
      <Row>
        <Button variant="outline" size="sm" onClick={() => send({ type: 'login.seen', isLogin: !isLogin })}>
          {isLogin ? t('session.logOut') : t('session.logIn')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => send({ type: 'cart.count', count: count + 1 })}>
          {t('session.addOne')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => send({ type: 'toast.show', text: t('session.toastText'), tone: 'success' })}>
          {t('session.toast')}
        </Button>
      </Row>
    </Panel>
  );
}

/** Story-only: a small wired example of the session — the login flag, the cart count and a toast react to its events. */
export function SessionExample({ input, actor }: { input?: SessionInput; actor?: SessionActorRef }) {
  return (
    <SessionProvider {...(input ? { input } : {})} {...(actor ? { actor } : {})}>
      <Controls />
      <SessionToasts />
    </SessionProvider>
  );
}
