import type { ApiFailure, Brand, FlagshipInfo, Review } from '../../../api';
import type { BannerItem } from '../../../components/BannerCarousel';
import type { ShopProduct } from '../../shared/product/shopProduct';
import type { TeamPageResult, TeamQuery } from '../../lists/shared/teamPages';
import type { PageResult } from '../../shared/paging';

/** The child tabs of a brand flagship (spec §2); default has no segment of its own. */
export const BRAND_TABS = ['default', 'category', 'product', 'review'] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

export function isBrandTab(value: string | undefined): value is BrandTab {
  return (BRAND_TABS as readonly (string | undefined)[]).includes(value);
}

/** /m/brand/{sign} for the default tab, /m/brand/{sign}/{tab} for the others. */
export function brandTabHref(sign: string, tab: BrandTab): string {
  return tab === 'default' ? `/m/brand/${sign}` : `/m/brand/${sign}/${tab}`;
}

/** The category tab's query parameter naming the chosen category (kept in the address: back, forward and reload keep it). */
export const CATEGORY_PARAM = 'category';

/** /m/brand/{sign}/category, with ?category={id} when one is chosen. */
export function brandCategoryHref(sign: string, categoryId: string | null): string {
  const base = brandTabHref(sign, 'category');
  return categoryId ? `${base}?${new URLSearchParams({ [CATEGORY_PARAM]: categoryId }).toString()}` : base;
}

/** One of the brand's categories on its category tab (a chip). */
export interface BrandCategory {
  readonly id: string;
  readonly label: string;
}

/** A failure kept as a value: the view shows a retry. */
export type Loaded<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly failure: ApiFailure };

/** The flagship block and what the tab shows from the brand page call. */
export interface BrandHome {
  readonly brand: FlagshipInfo;
  readonly modules: readonly BannerItem[];
  readonly teams: readonly ShopProduct[];
}

export interface BrandReviews {
  /** The first page of reviews; the next pages load as the shopper scrolls. */
  readonly first: PageResult<Review>;
  readonly score?: number;
}

/** /m/brand with a sign: the flagship and its tab. */
export interface BrandFlagshipData {
  readonly kind: 'flagship';
  readonly sign: string;
  readonly tab: BrandTab;
  readonly home: Loaded<BrandHome>;
  /** The product and category tabs' first page of products and where the next come from. */
  readonly products?: { readonly query: TeamQuery; readonly first: TeamPageResult };
  /** The category tab: the brand's categories (from the tab's category modules) and the chosen one, if any. */
  readonly categories?: readonly BrandCategory[];
  readonly category?: string;
  readonly reviews?: Loaded<BrandReviews>;
}

/** /m/brand without a sign: every brand (chosen: the classify call's brand list). */
export interface BrandDirectoryData {
  readonly kind: 'directory';
  readonly brands: Loaded<{ readonly list: readonly Brand[] }>;
}

export type BrandPageData = BrandFlagshipData | BrandDirectoryData;
