import { useCallback, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { getReminders, setArrivalReminder } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { fetchAccountProductsPage, productKey } from '../shared/accountProducts';
import type { RemindersData } from './remindersLoader';
import { RemindersView } from './RemindersView';

const NO_PRODUCTS: PageResult<ShopProduct> = { ok: true, items: [], page: 1, hasMore: false };

/** The page (spec §2 route name account-reminder) as the referrer of its cards' click statistics. */
const REMINDERS_STATISTICS = { referFrom: 'account-reminder' } as const;

/**
 * The reminders' container. Remove is optimistic: the product leaves the list at once through the
 * spec §7 arrival-reminder call (action cancel, tid) and comes back with a toast when it fails; a
 * second tap on a product being removed sends nothing more.
 */
export function Reminders() {
  const { t } = useTranslation('centre');
  const data = useLoaderData<RemindersData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { actorRef, add } = useGridAddToCart();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_PRODUCTS, (page, signal) => fetchAccountProductsPage(getReminders, client, page, signal), {
    keyOf: productKey,
  });

  const onRemove = useCallback(
    async (product: ShopProduct) => {
      if (removed.has(product.id)) return;
      setRemoved((ids) => new Set(ids).add(product.id));
      const result = await setArrivalReminder(client, { action: 'cancel', tid: product.id }, { suppressToast: true });
      if (result.ok) {
        send({ type: 'toast.show', text: t('reminders.removed'), tone: 'success' });
        return;
      }
      setRemoved((ids) => {
        const next = new Set(ids);
        next.delete(product.id);
        return next;
      });
      send({ type: 'toast.show', text: result.message ?? t('reminders.removeFailed'), tone: 'danger' });
    },
    [client, removed, send, t],
  );

  const onOpenProduct = useCallback(
    (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(product.href);
    },
    [navigation],
  );

  return (
    <>
      <RemindersView
        status={data.kind === 'ok' ? 'ready' : 'error'}
        statistics={REMINDERS_STATISTICS}
        retrying={revalidator.state === 'loading'}
        products={pages.items.filter((product) => !removed.has(product.id))}
        moreStatus={pages.status}
        onLoadMore={pages.loadMore}
        onRetry={() => void revalidator.revalidate()}
        onShop={() => navigation.go('/m')}
        onRemove={(product) => void onRemove(product)}
        onOpenProduct={onOpenProduct}
        onAddToCart={(product) => add(product.cartItem)}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
