import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { StatisticsProductCard, type StatisticsSource } from '../../shared/statistics';
import { Skeleton } from '../../../components/Skeleton';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { StackList } from '../../shared/lists.styles';
import { AccountPage } from '../../shared/page.styles';
import { Header, Item, ItemActions, LoadingList } from './FavoritesView.styles';
import { productCardProps } from '../../shared/product/shopProduct';

export type FavoritesStatus = 'guest' | 'loading' | 'error' | 'ready';

export interface FavoritesViewProps {
  status: FavoritesStatus;
  /** The page as the referrer of its product cards' click statistics (spec §7); none: the cards record nothing. */
  statistics?: StatisticsSource | undefined;
  retrying?: boolean;
  /** The liked products loaded so far (without the ones being removed). */
  products?: readonly ShopProduct[];
  /** How many products are liked in all (the heading's count); defaults to the products shown. */
  count?: number;
  /** The list's sentinel: idle (more pages to load), loading, error (retry) or end. */
  moreStatus?: InfiniteListStatus;
  /** Loads the next page (the sentinel came into view, or retry after a failed page). */
  onLoadMore?: () => void;
  onRetry: () => void;
  /** Guests: go to the login page. */
  onLogin: () => void;
  /** Empty list: go shopping (home). */
  onShop: () => void;
  onRemove: (product: ShopProduct) => void;
  onAddToCart: (product: ShopProduct) => void;
  /** A product's link was followed: call preventDefault to route in-app. */
  onOpenProduct?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The shopper's favourites (spec §2 /m/favorite.php): liked products with add to cart and remove.
 * The list loads its next page as its end scrolls into view; a failed page keeps the list and
 * offers a retry. Guests see a login prompt; an empty list offers to go shopping.
 */
export function FavoritesView({
  status,
  statistics,
  retrying = false,
  products = [],
  count = products.length,
  moreStatus = 'end',
  onLoadMore,
  onRetry,
  onLogin,
  onShop,
  onRemove,
  onAddToCart,
  onOpenProduct,
}: FavoritesViewProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Header>
        <Heading level={1} variant="title" id={titleId}>
          {t('favorites.title')}
        </Heading>
        {status === 'ready' && products.length > 0 && (
          // The list's heading (the cards' names are level 3).
          <Heading level={2} variant="body" tone="muted">
            {t('favorites.count', { count })}
          </Heading>
        )}
      </Header>
      {status === 'guest' && (
        <EmptyState
          icon="heart"
          title={t('favorites.guest.title')}
          description={t('favorites.guest.description')}
          actionLabel={t('favorites.guest.action')}
          onAction={onLogin}
        />
      )}
      {status === 'loading' && (
        <LoadingList>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="card" announce={index === 0} {...(index === 0 ? { label: t('favorites.loading') } : {})} />
          ))}
        </LoadingList>
      )}
      {status === 'error' && (
        <ErrorState title={t('favorites.error.title')} message={t('favorites.error.message')} retrying={retrying} onRetry={onRetry} />
      )}
      {status === 'ready' && products.length === 0 && moreStatus === 'end' && (
        <EmptyState
          icon="heart"
          title={t('favorites.empty.title')}
          description={t('favorites.empty.description')}
          actionLabel={t('favorites.empty.action')}
          onAction={onShop}
        />
      )}
      {status === 'ready' && products.length > 0 && (
        <StackList>
          {products.map((product) => (
            <Item key={product.id}>
              <StatisticsProductCard
                productId={product.id}
                source={statistics}
                layout="list"
                {...productCardProps(product)}
                {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product.href, event) } : {})}
                onAddToCart={() => onAddToCart(product)}
              />
              <ItemActions>
                <Button variant="text" size="sm" aria-label={t('favorites.removeLabel', { name: product.name })} onClick={() => onRemove(product)}>
                  {t('favorites.remove')}
                </Button>
              </ItemActions>
            </Item>
          ))}
        </StackList>
      )}
      {/* Also with every loaded product removed while more pages remain: the sentinel fetches them. */}
      {status === 'ready' && (products.length > 0 || moreStatus !== 'end') && <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />}
    </AccountPage>
  );
}
