import { ProductCard, type ProductCardProps } from '../../../components/ProductCard';
import { TrackedProductCard } from '../../flows/tracking';
import { productClickStatistics, type StatisticsSource } from './productStatistics';

export interface StatisticsProductCardProps extends ProductCardProps {
  /** The product's id (spec §7 `related_id`). */
  readonly productId: string;
  /** The page the card is shown on; without it the card records nothing. */
  readonly source?: StatisticsSource | undefined;
}

/**
 * A grid's product card that, given a `source`, records its impression and its opening as click
 * statistics (spec §7, through TrackedProductCard and the nearest TrackingProvider); without a
 * source, or outside a provider, it is a plain ProductCard. One card for the home, list and search grids.
 */
export function StatisticsProductCard({ productId, source, ...card }: StatisticsProductCardProps) {
  if (!source) return <ProductCard {...card} />;
  return <TrackedProductCard {...card} statistics={productClickStatistics(productId, source)} />;
}
