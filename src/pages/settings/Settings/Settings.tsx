import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { logout, updateSettings } from '../../../api';
import type { Locale } from '../../../format/locale';
import { LANGUAGE_COOKIE } from '../../../i18n/languageCookie';
import { browserLanguageEnvironment, type LanguageEnvironment } from '../../../machines/language/language.actors';
import { useApiClient, useSession, useSessionActorRef, useSessionSend } from '../../../session';
import { LanguageSwitcher } from '../../flows/language';
import { LanguageForm } from './LanguageForm';
import { useShopNavigation } from '../../shared/navigation';
import { AddressesSectionView } from './addresses/AddressesSectionView';
import { useAddresses } from './addresses/useAddresses';
import { NOTIFICATION_FIELDS, type NotificationKey, type NotificationSettings, type SettingsData } from './settingsLoader';
import { SettingsView } from './SettingsView';

const NONE: NotificationSettings = { promotion: false, order: false };

/**
 * The browser's language environment, except that detection starts from the language the shop
 * already shows (the session's): the page only switches when the shopper picks another one.
 */
function shownLanguageEnvironment(shown: () => Locale, chineseTourist: () => boolean): LanguageEnvironment {
  return { ...browserLanguageEnvironment({ chineseTourist }), search: () => '', readCookies: () => `${LANGUAGE_COOKIE}=${shown()}` };
}

/** The settings page's container: the language flow, optimistic notification switches, the delivery addresses, links and log out. */
export function Settings() {
  const data = useLoaderData<SettingsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const session = useSessionActorRef();
  const send = useSessionSend();
  const { t } = useTranslation('settings');
  const platform = useSession((s) => s.osPlatform);
  const appVersion = useSession((s) => s.appVersion);
  const loaded = data.kind === 'ok' ? data.notifications : NONE;
  const [notifications, setNotifications] = useState<NotificationSettings>(loaded);
  const addresses = useAddresses({
    loaded: data.kind === 'ok' ? data.addresses : { kind: 'error' },
    returnTo: data.kind === 'ok' ? data.returnTo : null,
    retrying: revalidator.state === 'loading',
    onRetry: () => void revalidator.revalidate(),
  });
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [environment] = useState(() =>
    shownLanguageEnvironment(
      () => session.getSnapshot().context.locale,
      () => session.getSnapshot().context.is_chinese_tourists,
    ),
  );

  // New loader data (a retry, a revalidation) replaces what the switches show.
  const [shownFor, setShownFor] = useState(loaded);
  if (shownFor !== loaded) {
    setShownFor(loaded);
    setNotifications(loaded);
  }

  const toggle = async (key: NotificationKey, on: boolean) => {
    setNotifications((current) => ({ ...current, [key]: on }));
    const result = await updateSettings(client, { [NOTIFICATION_FIELDS[key]]: on ? 1 : 0 }, { suppressToast: true });
    if (result.ok || result.kind === 'cancelled') return;
    setNotifications((current) => ({ ...current, [key]: !on }));
    send({ type: 'toast.show', text: result.message ?? t('settings.notifications.failed'), tone: 'danger' });
  };

  const confirmLogout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    const result = await logout(client, {}, { suppressToast: true });
    setLoggingOut(false);
    setLogoutOpen(false);
    if (!result.ok) {
      if (result.kind !== 'cancelled') send({ type: 'toast.show', text: result.message ?? t('settings.logout.failed'), tone: 'danger' });
      return;
    }
    send({ type: 'login.seen', isLogin: false });
    navigation.go('/m');
  };

  return (
    <SettingsView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      language={<LanguageSwitcher environment={environment} whileDetecting={<LanguageForm />} />}
      addresses={<AddressesSectionView {...addresses} />}
      notifications={notifications}
      onToggle={(key, on) => void toggle(key, on)}
      onOpen={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      appVersion={platform === 2 || platform === 3 ? appVersion : null}
      logoutOpen={logoutOpen}
      loggingOut={loggingOut}
      onLogout={() => setLogoutOpen(true)}
      onLogoutCancel={() => {
        if (!loggingOut) setLogoutOpen(false);
      }}
      onLogoutConfirm={() => void confirmLogout()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
