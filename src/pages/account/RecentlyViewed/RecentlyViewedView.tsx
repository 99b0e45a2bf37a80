import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { ProductGrid, ProductGridSkeleton } from '../../lists/shared/ProductGrid';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { AccountPage } from '../../shared/page.styles';
import type { StatisticsSource } from '../../shared/statistics';
import { Header, HeaderText } from '../shared/accountList.styles';

export type RecentlyViewedStatus = 'loading' | 'error' | 'ready';

export interface RecentlyViewedViewProps {
  status: RecentlyViewedStatus;
  statistics?: StatisticsSource | undefined;
  retrying?: boolean;
  /** The products loaded so far, newest first. */
  products?: readonly ShopProduct[];
  /** How many products the list holds in all; defaults to the products shown. */
  count?: number;
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  onRetry: () => void;
  /** Empty list: go shopping (home). */
  onShop: () => void;
  /** The clear confirmation is open. */
  confirming?: boolean;
  /** The clear call is under way (the confirm button spins and ignores further taps). */
  clearing?: boolean;
  /** "Clear all" was pressed: ask for confirmation. */
  onAskClear: () => void;
  onCancelClear: () => void;
  onConfirmClear: () => void;
  onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: (product: ShopProduct) => void;
}

/**
 * Recently viewed (spec §2 /m/account/RecentlyView.php): the products the shopper looked at, newest
 * first, growing a page at a time; "Clear all" empties the list after a confirmation.
 */
export function RecentlyViewedView({
  status,
  statistics,
  retrying = false,
  products = [],
  count = products.length,
  moreStatus = 'end',
  onLoadMore,
  onRetry,
  onShop,
  confirming = false,
  clearing = false,
  onAskClear,
  onCancelClear,
  onConfirmClear,
  onOpenProduct,
  onAddToCart,
}: RecentlyViewedViewProps) {
  const { t } = useTranslation('centre');
  const titleId = useId();
  const filled = status === 'ready' && products.length > 0;
  return (
    <AccountPage aria-labelledby={titleId}>
      <Header>
        <HeaderText>
          <Heading level={1} variant="title" id={titleId}>
            {t('recently.title')}
          </Heading>
          {filled && (
            <Heading level={2} variant="body" tone="muted">
              {t('recently.count', { count })}
            </Heading>
          )}
        </HeaderText>
        {filled && (
          <Button variant="secondary" onClick={onAskClear}>
            {t('recently.clear')}
          </Button>
        )}
      </Header>
      {status === 'loading' && <ProductGridSkeleton label={t('recently.loading')} />}
      {status === 'error' && <ErrorState title={t('recently.error.title')} message={t('recently.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'ready' && products.length === 0 && moreStatus === 'end' && (
        <EmptyState icon="search" title={t('recently.empty.title')} description={t('recently.empty.description')} actionLabel={t('recently.empty.action')} onAction={onShop} />
      )}
      {filled && (
        <ProductGrid
          products={products}
          label={t('recently.title')}
          statistics={statistics}
          {...(onOpenProduct ? { onOpenProduct } : {})}
          {...(onAddToCart ? { onAddToCart } : {})}
        />
      )}
      {status === 'ready' && (products.length > 0 || moreStatus !== 'end') && <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />}
      <Dialog
        open={confirming}
        variant="confirm"
        title={t('recently.confirm.title')}
        onClose={onCancelClear}
        onConfirm={onConfirmClear}
        confirmLabel={t('recently.confirm.action')}
        cancelLabel={t('recently.confirm.cancel')}
        confirmVariant="danger"
        confirmLoading={clearing}
      >
        {t('recently.confirm.message')}
      </Dialog>
    </AccountPage>
  );
}
