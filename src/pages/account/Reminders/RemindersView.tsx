import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Skeleton } from '../../../components/Skeleton';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { StatisticsProductCard, type StatisticsSource } from '../../shared/statistics';
import { Item, ItemActions } from '../shared/accountList.styles';
import { productCardProps } from '../../shared/product/shopProduct';

export type RemindersStatus = 'loading' | 'error' | 'ready';

export interface RemindersViewProps {
  status: RemindersStatus;
  statistics?: StatisticsSource | undefined;
  retrying?: boolean;
  /** The products with a reminder loaded so far (without the ones being removed). */
  products?: readonly ShopProduct[];
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  onRetry: () => void;
  /** Empty list: go shopping (home). */
  onShop: () => void;
  onRemove: (product: ShopProduct) => void;
  onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: (product: ShopProduct) => void;
}

/**
 * Arrival reminders (spec §2 /m/account/reminder.php): the products the shopper asked to be told
 * about when they are back in stock, each with Remove; the list grows a page at a time.
 */
export function RemindersView({
  status,
  statistics,
  retrying = false,
  products = [],
  moreStatus = 'end',
  onLoadMore,
  onRetry,
  onShop,
  onRemove,
  onOpenProduct,
  onAddToCart,
}: RemindersViewProps) {
  const { t } = useTranslation('centre');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('reminders.title')}
      </Heading>
      {status === 'loading' && (
        <LoadingBlocks>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="card" announce={index === 0} {...(index === 0 ? { label: t('reminders.loading') } : {})} />
          ))}
        </LoadingBlocks>
      )}
      {status === 'error' && <ErrorState title={t('reminders.error.title')} message={t('reminders.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'ready' && products.length === 0 && moreStatus === 'end' && (
        <EmptyState icon="gift" title={t('reminders.empty.title')} description={t('reminders.empty.description')} actionLabel={t('reminders.empty.action')} onAction={onShop} />
      )}
      {status === 'ready' && products.length > 0 && (
        <>
          {/* The list's heading (the cards' names are level 3). */}
          <Heading level={2} variant="body" tone="muted">
            {t('reminders.intro')}
          </Heading>
          <StackList aria-label={t('reminders.title')}>
            {products.map((product) => (
              <Item key={product.id}>
                <StatisticsProductCard
                  productId={product.id}
                  source={statistics}
                  layout="list"
                  {...productCardProps(product)}
                  {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product, event) } : {})}
                  {...(onAddToCart ? { onAddToCart: () => onAddToCart(product) } : {})}
                />
                <ItemActions>
                  <Button variant="text" size="sm" aria-label={t('reminders.removeLabel', { name: product.name })} onClick={() => onRemove(product)}>
                    {t('reminders.remove')}
                  </Button>
                </ItemActions>
              </Item>
            ))}
          </StackList>
        </>
      )}
      {status === 'ready' && (products.length > 0 || moreStatus !== 'end') && <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />}
    </AccountPage>
  );
}
