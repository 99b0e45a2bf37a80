import type { ApiFailure, Brand, FlagshipInfo, Review } from '../../../api';
import type { BannerItem } from '../../../components/BannerCarousel';
import type { ShopProduct } from '../../shared/product/shopProduct';
import type { TeamPageResult, TeamQuery } from '../../lists/shared/teamPages';

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

/** A failure kept as a value: the view shows a retry. */
export type Loaded<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly failure: ApiFailure };

/** The flagship block and what the tab shows from the brand page call. */
export interface BrandHome {
  readonly brand: FlagshipInfo;
  readonly modules: readonly BannerItem[];
  readonly teams: readonly ShopProduct[];
}

export interface BrandReviews {
  readonly reviews: readonly Review[];
  readonly score?: number;
}

/** /m/brand with a sign: the flagship and its tab. */
export interface BrandFlagshipData {
  readonly kind: 'flagship';
  readonly sign: string;
  readonly tab: BrandTab;
  readonly home: Loaded<BrandHome>;
  /** The product tab's first page and where the next come from. */
  readonly products?: { readonly query: TeamQuery; readonly first: TeamPageResult };
  readonly reviews?: Loaded<BrandReviews>;
}

/** /m/brand without a sign: every brand (chosen: the classify call's brand list). */
export interface BrandDirectoryData {
  readonly kind: 'directory';
  readonly brands: Loaded<{ readonly list: readonly Brand[] }>;
}

export type BrandPageData = BrandFlagshipData | BrandDirectoryData;
