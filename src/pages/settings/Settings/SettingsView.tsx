import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Switch } from '../../../components/Switch';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { NotificationKey, NotificationSettings } from './settingsLoader';
import { LinkCardList } from '../../shared/links';
import { LogoutBlock, Rows } from './SettingsView.styles';

export type SettingsStatus = 'loading' | 'error' | 'ready';

/** The account pages the settings link to (spec §2), in the order shown. */
export const SETTINGS_LINKS = [
  { key: 'changePassword', href: '/m/account/change_pwd.php' },
  { key: 'resetEmail', href: '/m/account/reset-email' },
  { key: 'resetPhone', href: '/m/account/reset-phone' },
  { key: 'help', href: '/m/account/help.php' },
  { key: 'privacy', href: '/m/privacy/policy' },
  { key: 'deletion', href: '/m/account/deletion' },
] as const;

const NOTIFICATION_KEYS: readonly NotificationKey[] = ['promotion', 'order'];

export interface SettingsViewProps {
  status: SettingsStatus;
  retrying?: boolean;
  /** The language choice (the wired language flow); shown once the page is ready. */
  language?: ReactNode;
  /** The delivery addresses section (the wired addresses); shown once the page is ready. */
  addresses?: ReactNode;
  /** Each notification's switch as shown (the change the shopper made, until the backend refuses it). */
  notifications?: NotificationSettings;
  onToggle: (key: NotificationKey, on: boolean) => void;
  /** A link row was followed: route in-app (call preventDefault). */
  onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The app's version, inside the app only (null on the web). */
  appVersion?: string | null;
  /** The log-out confirmation is open. */
  logoutOpen?: boolean;
  /** The log-out call is under way. */
  loggingOut?: boolean;
  onLogout: () => void;
  onLogoutCancel: () => void;
  onLogoutConfirm: () => void;
  onRetry: () => void;
}

/**
 * The shopper's settings (spec §2 /m/account/setting.php): the language, the delivery addresses, notification switches,
 * links to the account's security and help pages, log out (after a confirmation) and, inside the
 * app, the app's version. Needs login (the loader sends a guest to sign in).
 */
export function SettingsView({
  status,
  retrying = false,
  language,
  addresses,
  notifications = { promotion: false, order: false },
  onToggle,
  onOpen,
  appVersion = null,
  logoutOpen = false,
  loggingOut = false,
  onLogout,
  onLogoutCancel,
  onLogoutConfirm,
  onRetry,
}: SettingsViewProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('settings.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={6} announce label={t('settings.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && (
          <ErrorState title={t('settings.error.title')} message={t('settings.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </Section>
      {status === 'ready' && (
        <>
          {/* The language choice names itself (its label above the choice). */}
          {language && (
            <Section as="div" variant="plain">
              {language}
            </Section>
          )}
          {addresses}
          <Section title={t('settings.notifications.title')} variant="plain">
            <Rows>
              {NOTIFICATION_KEYS.map((key) => (
                <li key={key}>
                  <Switch
                    label={t(`settings.notifications.${key}`)}
                    hint={t(`settings.notifications.${key}Hint`)}
                    checked={notifications[key]}
                    onChange={(on) => onToggle(key, on)}
                  />
                </li>
              ))}
            </Rows>
          </Section>
          <Section title={t('settings.account.title')} variant="plain">
            <LinkCardList links={SETTINGS_LINKS.map((link) => ({ ...link, title: t(`settings.links.${link.key}`) }))} onOpen={onOpen} />
          </Section>
          {appVersion && (
            <Section as="div" variant="plain">
              <KeyValueList>
                <KeyValueRow label={t('settings.app.version')} value={appVersion} />
              </KeyValueList>
            </Section>
          )}
          <LogoutBlock>
            <Button type="button" variant="secondary" size="lg" fullWidth onClick={onLogout}>
              {t('settings.logout.action')}
            </Button>
          </LogoutBlock>
        </>
      )}
      <Dialog
        open={logoutOpen}
        onClose={onLogoutCancel}
        title={t('settings.logout.title')}
        variant="confirm"
        onConfirm={onLogoutConfirm}
        confirmLabel={t('settings.logout.confirm')}
        confirmVariant="danger"
        confirmLoading={loggingOut}
      >
        {t('settings.logout.message')}
      </Dialog>
    </AccountPage>
  );
}
