import type { PageLoader } from '../../lazyLoader';
import { getSettings, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import { addressesReturnOf, loadAddresses, type AddressesLoad, type AddressesReturn } from './addresses/addressesLoader';

/** The notifications the shopper can turn on and off, as the page names them. */
export type NotificationKey = 'promotion' | 'order';

export type NotificationSettings = Readonly<Record<NotificationKey, boolean>>;

/** The backend's field for each notification (the updateSettings payload). */
export const NOTIFICATION_FIELDS = { promotion: 'notify_promotion', order: 'notify_order' } as const satisfies Record<NotificationKey, string>;

/**
 * What the settings loader returns: the notification switches and the delivery addresses (which
 * may fail on their own, shown with a retry in their section), or a failure with retry (a guest
 * was sent to login). `returnTo`: the safe `redirect` the shopper came from (checkout), else null.
 */
export type SettingsData =
  | { readonly kind: 'ok'; readonly notifications: NotificationSettings; readonly addresses: AddressesLoad; readonly returnTo: AddressesReturn | null }
  | { readonly kind: 'error' };

/** The settings page's loader: the notification settings and the addresses, in parallel. A guest (401) is sent to login and back. */
export async function loadSettings(client: ApiClient, request: Request): Promise<SettingsData> {
  const [settings, addresses] = await Promise.all([getSettings(client, {}, { suppressToast: true, signal: request.signal }), loadAddresses(client, request)]);
  const loaded = await loadedOrLeave(settings, client, request);
  if (!loaded.ok) return { kind: 'error' };
  return {
    kind: 'ok',
    notifications: { promotion: Boolean(loaded.data.notify_promotion), order: Boolean(loaded.data.notify_order) },
    addresses,
    returnTo: addressesReturnOf(request),
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const settingsLoader: PageLoader = ({ request }, { client }) => loadSettings(client, request);
