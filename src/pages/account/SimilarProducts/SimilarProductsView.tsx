import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { ProductGrid, ProductGridSkeleton } from '../../lists/shared/ProductGrid';
import { AccountPage } from '../../shared/page.styles';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { StatisticsProductCard, type StatisticsSource } from '../../shared/statistics';
import { productCardProps } from '../../shared/product/shopProduct';

export type SimilarProductsStatus = 'loading' | 'error' | 'missing' | 'ready';

export interface SimilarProductsViewProps {
  status: SimilarProductsStatus;
  statistics?: StatisticsSource | undefined;
  retrying?: boolean;
  /** The product the others are like (status ready). */
  product?: ShopProduct;
  similar?: readonly ShopProduct[];
  onRetry: () => void;
  /** No similar products: go to the best sellers. */
  onBestSellers: () => void;
  /** No product named: go home. */
  onHome: () => void;
  onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: (product: ShopProduct) => void;
}

/**
 * Similar products (spec §2 /m/account/similar_pro?id=): the product named at the top, then the
 * products of its category or brand as a grid.
 */
export function SimilarProductsView({
  status,
  statistics,
  retrying = false,
  product,
  similar = [],
  onRetry,
  onBestSellers,
  onHome,
  onOpenProduct,
  onAddToCart,
}: SimilarProductsViewProps) {
  const { t } = useTranslation('centre');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('similar.title')}
      </Heading>
      {status === 'loading' && (
        <>
          <Skeleton variant="card" announce={false} />
          <ProductGridSkeleton label={t('similar.loading')} />
        </>
      )}
      {status === 'error' && <ErrorState title={t('similar.error.title')} message={t('similar.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'missing' && (
        <EmptyState icon="search" title={t('similar.missing.title')} description={t('similar.missing.description')} actionLabel={t('similar.missing.action')} onAction={onHome} />
      )}
      {status === 'ready' && product && (
        <>
          {/* The chosen product's heading (the cards' names are level 3). */}
          <Heading level={2} variant="body" tone="muted">
            {t('similar.chosen')}
          </Heading>
          <StatisticsProductCard
            productId={product.id}
            source={statistics}
            layout="list"
            priority
            {...productCardProps(product)}
            {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product, event) } : {})}
            {...(onAddToCart ? { onAddToCart: () => onAddToCart(product) } : {})}
          />
          <Section title={t('similar.of')} variant="plain">
            {similar.length > 0 ? (
              <ProductGrid
                products={similar}
                label={t('similar.listLabel', { name: product.name })}
                statistics={statistics}
                {...(onOpenProduct ? { onOpenProduct } : {})}
                {...(onAddToCart ? { onAddToCart } : {})}
              />
            ) : (
              <EmptyState
                icon="search"
                headingLevel={3}
                title={t('similar.empty.title')}
                description={t('similar.empty.description')}
                actionLabel={t('similar.empty.action')}
                onAction={onBestSellers}
              />
            )}
          </Section>
        </>
      )}
    </AccountPage>
  );
}
