import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../../../src/i18n';
import { CaptchaHost } from '../../../src/pages/flows/captcha';
import { BindPhoneHost } from '../../../src/pages/flows/bindPhone';
import { BundleTipHost } from '../../../src/pages/flows/addToCart';
import { CartCount, SessionToasts } from '../../../src/pages/flows/session';
import {
  SessionProvider,
  sessionInputFromEnvironment,
  useSession,
  useShopperEnvironment,
  type SessionInput,
} from '../../../src/session';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const LoginFlag = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

function LoginState() {
  const { t } = useTranslation('flows');
  const isLogin = useSession((s) => s.isLogin);
  return <LoginFlag data-testid="login-flag">{isLogin ? t('session.loggedIn') : t('session.guest')}</LoginFlag>;
}

/**
 * Story-only: what the shared layout gives a flow — one session (from the toolbar globals), the
 * cart link with its count, the captcha popup, the bind-phone dialog, the bundle tip and the toasts
 * (kept until dismissed, so screenshots are stable).
 */
export function FlowStage({
  children,
  input,
  onNavigate,
}: {
  children: ReactNode;
  input?: SessionInput;
  onNavigate?: (to: string) => void;
}) {
  const environment = useShopperEnvironment();
  const locale = useLocale();
  return (
    <SessionProvider input={{ ...sessionInputFromEnvironment(environment, locale), ...input }}>
      <Bar>
        <LoginState />
        <CartCount {...(onNavigate ? { onNavigate } : {})} />
      </Bar>
      {children}
      <CaptchaHost />
      <BindPhoneHost />
      <BundleTipHost />
      <SessionToasts />
    </SessionProvider>
  );
}
