import { getSettings, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** The notifications the shopper can turn on and off, as the page names them. */
export type NotificationKey = 'promotion' | 'order';

export type NotificationSettings = Readonly<Record<NotificationKey, boolean>>;

/** The backend's field for each notification (the updateSettings payload). */
export const NOTIFICATION_FIELDS = { promotion: 'notify_promotion', order: 'notify_order' } as const satisfies Record<NotificationKey, string>;

/** What the settings loader returns: the notification switches, or a failure with retry (a guest was sent to login). */
export type SettingsData = { readonly kind: 'ok'; readonly notifications: NotificationSettings } | { readonly kind: 'error' };

/** The settings page's loader: the account's notification settings. A guest (401) is sent to login and back. */
export async function loadSettings(client: ApiClient, request: Request): Promise<SettingsData> {
  const loaded = await loadedOrLeave(await getSettings(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  return { kind: 'ok', notifications: { promotion: Boolean(loaded.data.notify_promotion), order: Boolean(loaded.data.notify_order) } };
}
