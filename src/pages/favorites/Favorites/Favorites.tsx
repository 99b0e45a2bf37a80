import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { likeProduct } from '../../../api';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useDraftOf } from '../../shared/forms';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { favoriteKey, fetchFavoritesPage, type FavoritesData } from './favoritesData';
import { FavoritesView } from './FavoritesView';

const NO_FAVORITES: PageResult<ShopProduct> = { ok: true, items: [], page: 1, hasMore: false };

/** The favourites route (spec §2 favorite) as the referrer of its cards' click statistics. */
const FAVORITES_STATISTICS = { referFrom: 'favorite' } as const;

const NONE_REMOVED: ReadonlySet<string> = new Set();

/**
 * The favourites page's container. The list grows a page at a time as the shopper scrolls.
 * Remove is optimistic: the product leaves the list at once and comes back (with a toast) when
 * the like call fails; a second tap on a product being removed sends nothing more. The like call
 * toggles, and the page only lists liked products, so a successful answer means the product is no
 * longer liked (chosen).
 */
export function Favorites() {
  const { t } = useTranslation('home');
  const data = useLoaderData<FavoritesData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const isLogin = useSession((s) => s.isLogin);
  const { actorRef, add } = useGridAddToCart();
  // What was removed here, over the loaded favourites: a reload (the loader's new data) has them
  // gone already, so its count is not lowered again.
  const [removedDraft, setRemovedDraft] = useDraftOf<FavoritesData, ReadonlySet<string>>(data);
  const removed = removedDraft ?? NONE_REMOVED;
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_FAVORITES, (page, signal) => fetchFavoritesPage(client, page, signal), {
    keyOf: favoriteKey,
  });

  const onRemove = useCallback(
    async (product: ShopProduct) => {
      // The like call toggles: a second tap while the first is on its way would like it again.
      if (removed.has(product.id)) return;
      setRemovedDraft((ids) => new Set(ids ?? NONE_REMOVED).add(product.id));
      const result = await likeProduct(client, { team_id: product.id }, { suppressToast: true });
      if (result.ok) {
        send({ type: 'toast.show', text: t('favorites.removed'), tone: 'success' });
        return;
      }
      setRemovedDraft((ids) => {
        const next = new Set(ids ?? NONE_REMOVED);
        next.delete(product.id);
        return next;
      });
      send({ type: 'toast.show', text: t('favorites.removeFailed'), tone: 'danger' });
    },
    [client, removed, send, setRemovedDraft, t],
  );

  const onOpenProduct = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(href);
    },
    [navigation],
  );

  const guest = !isLogin || data.kind === 'login';
  const status = guest ? 'guest' : data.kind === 'ok' ? 'ready' : 'error';
  const products = pages.items.filter((product) => !removed.has(product.id));
  // The whole list's size when the answer gave it (less what was removed here), else what is shown.
  const total = data.kind === 'ok' && data.total !== undefined ? Math.max(products.length, data.total - removed.size) : products.length;
  return (
    <>
      <FavoritesView
        statistics={FAVORITES_STATISTICS}
        status={status}
        retrying={revalidator.state === 'loading'}
        products={products}
        count={total}
        moreStatus={pages.status}
        onLoadMore={pages.loadMore}
        onRetry={() => void revalidator.revalidate()}
        onLogin={() => navigation.go(loginAddress('/m/favorite.php'))}
        onShop={() => navigation.go('/m')}
        onRemove={(product) => void onRemove(product)}
        onAddToCart={(product) => add(product.cartItem)}
        onOpenProduct={onOpenProduct}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
