import { useCallback, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { clearRecentlyViewed, getRecentlyViewed } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { fetchAccountProductsPage, productKey } from '../shared/accountProducts';
import type { RecentlyViewedData } from './recentlyViewedLoader';
import { RecentlyViewedView } from './RecentlyViewedView';

const NO_PRODUCTS: PageResult<ShopProduct> = { ok: true, items: [], page: 1, hasMore: false };

/** The page (spec §2 route name account-RecentlyView) as the referrer of its cards' click statistics. */
const RECENTLY_VIEWED_STATISTICS = { referFrom: 'account-RecentlyView' } as const;

/**
 * Recently viewed's container: the list grows a page at a time; "Clear all" asks first, then
 * sends one clear call (a double tap sends once) and shows the empty list when it succeeds.
 */
export function RecentlyViewed() {
  const { t } = useTranslation('centre');
  const data = useLoaderData<RecentlyViewedData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { actorRef, add } = useGridAddToCart();
  const clearing = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  // The loader data the list was cleared from: a reload (new data) shows what the backend holds again.
  const [clearedFrom, setClearedFrom] = useState<RecentlyViewedData | null>(null);
  const cleared = clearedFrom === data;
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_PRODUCTS, (page, signal) => fetchAccountProductsPage(getRecentlyViewed, client, page, signal), {
    keyOf: productKey,
  });

  const onConfirmClear = () =>
    void clearing.run(async () => {
      const result = await clearRecentlyViewed(client, {}, { suppressToast: true });
      setConfirming(false);
      if (result.ok) {
        setClearedFrom(data);
        send({ type: 'toast.show', text: t('recently.cleared'), tone: 'success' });
      } else {
        send({ type: 'toast.show', text: result.message ?? t('recently.clearFailed'), tone: 'danger' });
      }
    });

  const onOpenProduct = useCallback(
    (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(product.href);
    },
    [navigation],
  );

  const products = cleared ? [] : pages.items;
  const total = data.kind === 'ok' && data.total !== undefined ? Math.max(products.length, data.total) : products.length;
  return (
    <>
      <RecentlyViewedView
        status={data.kind === 'ok' ? 'ready' : 'error'}
        statistics={RECENTLY_VIEWED_STATISTICS}
        retrying={revalidator.state === 'loading'}
        products={products}
        count={cleared ? 0 : total}
        moreStatus={cleared ? 'end' : pages.status}
        onLoadMore={pages.loadMore}
        onRetry={() => void revalidator.revalidate()}
        onShop={() => navigation.go('/m')}
        confirming={confirming}
        clearing={clearing.busy}
        onAskClear={() => setConfirming(true)}
        onCancelClear={() => setConfirming(false)}
        onConfirmClear={onConfirmClear}
        onOpenProduct={onOpenProduct}
        onAddToCart={(product) => add(product.cartItem)}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
