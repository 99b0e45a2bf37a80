/** Click statistics (spec §7) of the shopping pages' product grids: the payload and the card that sends it. */
export { CLICK_ACTION, PRODUCT_RELATED_TYPE, productClickStatistics, statisticsSourceKey } from './productStatistics';
export type { StatisticsSource } from './productStatistics';
export { StatisticsProductCard } from './StatisticsProductCard';
export type { StatisticsProductCardProps } from './StatisticsProductCard';
