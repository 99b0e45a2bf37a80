import type { MouseEvent } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { CardGrid as Grid } from '../../shared/lists.styles';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { StatisticsProductCard, statisticsSourceKey, type StatisticsSource } from '../../shared/statistics';
import { productCardProps } from '../../shared/product/shopProduct';
import { cartFormProps } from '../../shared/addToCart/ProductCardCartForm';

export interface ProductGridProps {
  readonly products: readonly ShopProduct[];
  /** The grid's accessible name (the list's title). */
  readonly label: string;
  readonly onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onAddToCart?: (product: ShopProduct) => void;
  /**
   * The page the grid is on (spec §7 refer_from, refer_from_id): the cards then record their
   * impressions and openings as click statistics through the nearest TrackingProvider.
   */
  readonly statistics?: StatisticsSource | undefined;
}

/** How many cards of a grid are in its first screen: their pictures load at once. */
const FIRST_ROW = 2;

/** Products as a two-column grid of cards (image 1:1, no layout shift; lazy after the first row). */
export function ProductGrid({ products, label, onOpenProduct, onAddToCart, statistics }: ProductGridProps) {
  return (
    <Grid aria-label={label} key={statisticsSourceKey(statistics)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <StatisticsProductCard
            priority={index < FIRST_ROW}
            {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            productId={product.id}
            source={statistics}
            {...productCardProps(product)}
            {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product, event) } : {})}
            {...(onAddToCart ? cartFormProps(product.href, product.cartItem, () => onAddToCart(product)) : {})}
          />
        </li>
      ))}
    </Grid>
  );
}

/** The grid's placeholder while products load: `count` card skeletons (announced once). */
export function ProductGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <Grid aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton variant="card" announce={index === 0} {...(index === 0 ? { label } : {})} />
        </li>
      ))}
    </Grid>
  );
}
