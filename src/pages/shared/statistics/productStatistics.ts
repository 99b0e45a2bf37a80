import type { ClickStatistics } from '../../../tracking';

/** The click action of the statistics (spec §7 payload `action`). */
export const CLICK_ACTION = 'click';

/**
 * spec §7 `related_type` of a product card. The backend calls a product a team (spec §3 Team; the
 * layout's banners name products with related_type `team`), so the cards send the same word.
 */
export const PRODUCT_RELATED_TYPE = 'team';

/** Where a product card is shown: spec §7 `refer_from` (a route name) and `refer_from_id` (its sign, a section). */
export interface StatisticsSource {
  /** The route name of the page (spec §2), e.g. `home`, `list-sign1`, `rank`, `search`. */
  readonly referFrom: string;
  /** What within the page: a list's sign, a search's keyword, a home section. */
  readonly referFromId?: string;
}

/**
 * spec §7 click statistics of a product card opened from a grid: the product is the related team,
 * the page it was opened from the referrer. No module, banner or special: a grid card is none of them.
 */
export function productClickStatistics(productId: string, source: StatisticsSource): ClickStatistics {
  return {
    action: CLICK_ACTION,
    related_id: productId,
    related_type: PRODUCT_RELATED_TYPE,
    refer_from: source.referFrom,
    ...(source.referFromId ? { refer_from_id: source.referFromId } : {}),
  };
}

/**
 * A key that changes with the source: give it to the grid so a new source (another sign, another
 * keyword) mounts fresh cards, whose impressions are then counted again with the new referrer.
 */
export function statisticsSourceKey(source: StatisticsSource | undefined): string {
  return source ? JSON.stringify([source.referFrom, source.referFromId ?? '']) : '';
}
