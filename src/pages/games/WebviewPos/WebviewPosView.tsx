import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import { LinkCardList } from '../../shared/links';
import { WebviewTop } from '../shared';
import { MemberCode } from './WebviewPosView.styles';

export type WebviewPosState =
  | { readonly status: 'loading' }
  | { readonly status: 'guest' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly memberCode: string; readonly name: string };

export interface WebviewPosViewProps {
  readonly state: WebviewPosState;
  readonly inApp: boolean;
  readonly onOpen: (href: string) => void;
  readonly onBack: () => void;
  readonly onSignIn: () => void;
  readonly onRetry: () => void;
}

/** `12345678` → `1234 5678`. */
export const groupedCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');

/** The point-of-sale page opened inside the app's webview (spec §2 /m/webview/pos). */
export function WebviewPosView({ state, inApp, onOpen, onBack, onSignIn, onRetry }: WebviewPosViewProps) {
  const { t } = useTranslation('games');
  return (
    <AccountPage>
      <WebviewTop inApp={inApp} onBack={onBack} title={t('webview.pos.title')} intro={t('webview.pos.intro')} />
      {state.status === 'loading' && <Skeleton variant="card" label={t('webview.pos.loading')} />}
      {state.status === 'error' && <ErrorState title={t('webview.pos.error')} message={state.message ?? t('common.tryAgain')} retrying={state.retrying ?? false} onRetry={onRetry} />}
      {state.status === 'guest' && (
        <Section title={t('webview.pos.guestTitle')} variant="card">
          <Text>{t('webview.pos.guest')}</Text>
          <Button size="lg" fullWidth onClick={onSignIn}>
            {t('webview.pos.signIn')}
          </Button>
        </Section>
      )}
      {state.status === 'ready' && (
        <>
          <Section title={t('webview.pos.memberCode')} variant="card">
            <Text>{t('webview.pos.hello', { name: state.name })}</Text>
            <MemberCode aria-label={t('webview.pos.codeLabel', { code: state.memberCode })}>{groupedCode(state.memberCode)}</MemberCode>
            <Text tone="muted">{t('webview.pos.showCashier')}</Text>
          </Section>
          <Section title={t('webview.pos.more')} variant="plain">
            <LinkCardList
              links={[
                { key: 'coupons', href: '/m/mycoupon.php', title: t('webview.pos.coupons') },
                { key: 'points', href: '/m/account/konvypoint.php', title: t('webview.pos.points') },
              ]}
              onOpen={(href, event) => {
                event.preventDefault();
                onOpen(href);
              }}
            />
          </Section>
        </>
      )}
    </AccountPage>
  );
}
