import type { BannerItem } from '../../../components/BannerCarousel';
import type { TeamPageResult, TeamQuery } from '../shared/teamPages';

/** The pages of the list family (spec §2), one shared view. */
export const LIST_KINDS = ['list', 'classify', 'best_sellers', 'rank', 'promo', 'auto_promo', 'mall', 'buy_again_team'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The orders a list can be sorted in (the `sort` query; `default` is left out of the address). */
export const LIST_SORTS = ['default', 'sales', 'newest', 'price_asc', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The periods of a rank (the `period` segment of /m/rank/{rank_type?}/{period}). */
export const RANK_PERIODS = ['day', 'week', 'month'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

/** The rank types offered as filters (chosen: the spec names none; any sign is still accepted). */
export const RANK_TYPES = ['hot', 'new', 'rising'] as const;

export function isListSort(value: string | null | undefined): value is ListSort {
  return (LIST_SORTS as readonly (string | null | undefined)[]).includes(value);
}

export function isRankPeriod(value: string | null | undefined): value is RankPeriod {
  return (RANK_PERIODS as readonly (string | null | undefined)[]).includes(value);
}

/** A filter chip: selecting it goes to `href`, clearing it to `clearHref`. */
export interface ListFilter {
  readonly id: string;
  /** The chip's text; empty for a filter the view names itself (rank types, "All"). */
  readonly label: string;
  readonly selected: boolean;
  readonly href: string;
  readonly clearHref: string;
}

/** A sub-category link (classify). */
export interface ListLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/** How a list is ordered: the sort query, or a rank's period. */
export type ListOrder = { readonly kind: 'sort'; readonly value: ListSort } | { readonly kind: 'period'; readonly value: RankPeriod };

/** What every list loader returns: the first page as a value (a failure shows a retry). */
export interface ListPageData {
  readonly kind: ListKind;
  /** A category's name as the title; otherwise the kind's own title. */
  readonly heading?: string;
  /** The call the next pages come from. */
  readonly query: TeamQuery;
  readonly first: TeamPageResult;
  readonly filters: readonly ListFilter[];
  readonly order: ListOrder | null;
  readonly banners: readonly BannerItem[];
  readonly links: readonly ListLink[];
}
