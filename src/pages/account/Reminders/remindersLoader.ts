import type { LoaderFunctionArgs } from 'react-router';
import { getReminders, type ApiClient } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage } from '../../shared/paging';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { toProductsPage } from '../shared/accountProducts';

/** What the reminders loader returns: the first page of products with a reminder, or a failure with retry (a guest was sent to login). */
export type RemindersData = { readonly kind: 'ok'; readonly first: LoadedPage<ShopProduct> } | { readonly kind: 'error' };

/** The first page of the shopper's arrival reminders, newest first. A guest (401) is sent to login and back. */
export async function loadReminders(client: ApiClient, request: Request): Promise<RemindersData> {
  const result = await getReminders(client, { page: 1 }, { suppressToast: true, signal: request.signal });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok || !result.ok) return { kind: 'error' };
  return { kind: 'ok', first: toProductsPage(result, 1) };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function remindersLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RemindersData> {
  return loadReminders(client, request);
}
