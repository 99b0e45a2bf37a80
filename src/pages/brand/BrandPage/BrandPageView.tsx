import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../api';
import { BannerCarousel, type BannerItem } from '../../../components/BannerCarousel';
import { BrandHeader } from '../../../components/BrandHeader';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterChip } from '../../../components/FilterChip';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Link } from '../../../components/Link';
import { RatingStars } from '../../../components/RatingStars';
import { ReviewCard } from '../../../components/ReviewCard';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ProductGrid, ProductGridSkeleton } from '../../lists/shared/ProductGrid';
import type { StatisticsSource } from '../../shared/statistics';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { LinkRow, ScrollChipRow, StackList } from '../../shared/lists.styles';
import { BrowsePage } from '../../shared/page.styles';
import { Panel, Score } from './BrandPageView.styles';
import { BRAND_TABS, type BrandCategory, type BrandTab } from './brandPageData';

/** The brand as the header shows it (spec §3 brandInfo). */
export interface BrandSummary {
  readonly name: string;
  readonly logoUrl: string;
  readonly summary?: string;
  readonly following: boolean;
  readonly followingCount: number;
}

/** A brand-navigation entry that is not one of the tabs. */
export interface BrandNavLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/** loading: the tab is on its way; error: the brand page failed; ready: show the tab. */
export type BrandPageState = 'loading' | 'error' | 'ready';

export interface BrandPageViewProps {
  /** The brand as the referrer of its product cards' click statistics (spec §7); none: the cards record nothing. */
  readonly statistics?: StatisticsSource | undefined;
  readonly state: BrandPageState;
  readonly tab: BrandTab;
  readonly onTabChange: (tab: BrandTab) => void;
  readonly brand?: BrandSummary;
  /** The follow call is running. */
  readonly followPending?: boolean;
  /** Follow (true) or unfollow (false); guests are sent to login by the container. */
  readonly onToggleFollow?: (follow: boolean) => void;
  /** The form around the follow button (posted without JavaScript), see BrandHeader. */
  readonly followForm?: (button: ReactElement) => ReactNode;
  /** Tab names from the brand navigation (spec §3 brandNav), by tab; missing ones use the defaults. */
  readonly tabLabels?: Partial<Record<BrandTab, string>>;
  /** Other brand-navigation entries, shown as links under the tabs. */
  readonly navLinks?: readonly BrandNavLink[];
  /** default and category tabs: the brand page's modules (banners); default tab: its products. */
  readonly modules?: readonly BannerItem[];
  readonly teams?: readonly ShopProduct[];
  /** product and category tabs: the growing list of products. */
  readonly products?: readonly ShopProduct[];
  /** product and category tabs: the first page of products failed (the error state's retry is onRetry). */
  readonly productsFailed?: boolean;
  /** category tab: another category's products are on their way (the chips stay). */
  readonly productsLoading?: boolean;
  /** category tab: the brand's categories as chips; none chosen means every product of the brand. */
  readonly categories?: readonly BrandCategory[];
  readonly selectedCategory?: string;
  /** A chip was pressed: its id, or null when the chosen one was pressed again (every product). */
  readonly onCategoryChange?: (categoryId: string | null) => void;
  /** The shown tab's growing list (products or reviews): its sentinel's status and next-page request. */
  readonly moreStatus?: InfiniteListStatus;
  readonly onLoadMore?: () => void;
  /** review tab: the reviews loaded so far (undefined while not loaded), or a failure. */
  readonly reviews?: { readonly ok: true; readonly list: readonly Review[]; readonly score?: number } | { readonly ok: false };
  readonly onRetry: () => void;
  readonly retrying?: boolean;
  readonly onOpenLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onAddToCart?: (product: ShopProduct) => void;
}

/**
 * A brand flagship (spec §2): the brand header with follow and following count, the tabs
 * (default, category, product, review) named by the brand navigation, other navigation links,
 * then the tab: modules and products; category chips and the chosen category's products; every
 * product; or reviews with the brand's score. Product and review lists load further pages as
 * their end scrolls into view (a failed page keeps the list and offers a retry).
 */
export function BrandPageView(props: BrandPageViewProps) {
  const { state, tab, onTabChange, brand, followPending = false, onToggleFollow, tabLabels = {}, navLinks = [], onRetry, retrying = false, onOpenLink } = props;
  const { t } = useTranslation('brand');
  const tabs = BRAND_TABS.map((id) => ({ id, label: tabLabels[id] ?? t(`tabs.${id}`) }));
  const linkClick = (href: string) => (onOpenLink ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onOpenLink(href, event) } : {});

  return (
    <BrowsePage>
      {brand ? (
        <BrandHeader
            brandName={brand.name}
            logoUrl={brand.logoUrl}
            {...(brand.summary ? { summary: brand.summary } : {})}
            following={brand.following}
            followingCount={brand.followingCount}
            pending={followPending}
            {...(onToggleFollow ? { onToggleFollow } : {})}
            {...(props.followForm ? { followForm: props.followForm } : {})}
          />
      ) : (
        state === 'loading' && <Skeleton variant="text" lines={2} label={t('loading')} />
      )}
      {navLinks.length > 0 && (
        <nav aria-label={t('navigation')}>
          <LinkRow>
            {navLinks.map((link) => (
              <li key={link.id}>
                <Link href={link.href} {...linkClick(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </LinkRow>
        </nav>
      )}
      <Tabs tabs={tabs} selectedId={tab} onSelect={(id) => onTabChange(id as BrandTab)} label={t('tabsLabel')} activation="manual" stretch>
        <Panel>
          <VisuallyHidden>
            <h2>{tabs.find((item) => item.id === tab)?.label}</h2>
          </VisuallyHidden>
          {state === 'loading' && <ProductGridSkeleton label={t('loading')} />}
          {state === 'error' && (
            <ErrorState title={t('error.title')} message={t('error.message')} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />
          )}
          {state === 'ready' && <TabContent {...props} />}
        </Panel>
      </Tabs>
    </BrowsePage>
  );
}

function TabContent(props: BrandPageViewProps) {
  const { tab, modules = [], teams = [], products = [], moreStatus = 'end', onLoadMore, reviews, onRetry, retrying = false, onOpenProduct, onAddToCart } = props;
  const { t } = useTranslation('brand');
  const grid = (list: readonly ShopProduct[]) => (
    <ProductGrid
      products={list}
      label={t('productsLabel')}
      statistics={props.statistics}
      {...(onOpenProduct ? { onOpenProduct } : {})}
      {...(onAddToCart ? { onAddToCart } : {})}
    />
  );
  const empty = <EmptyState icon="search" title={t('empty.title')} description={t('empty.description')} />;
  const sentinel = <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />;
  const failed = <ErrorState title={t('error.title')} message={t('error.message')} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />;

  switch (tab) {
    case 'default':
      return (
        <>
          {modules.length > 0 && <BannerCarousel banners={modules} label={t('modules')} autoplay={false} />}
          {teams.length > 0 ? grid(teams) : modules.length === 0 && empty}
        </>
      );
    case 'category':
      return <CategoryContent {...props} grid={grid} sentinel={sentinel} failed={failed} />;
    case 'product':
      if (props.productsFailed) return failed;
      return products.length > 0 ? (
        <>
          {grid(products)}
          {sentinel}
        </>
      ) : (
        empty
      );
    case 'review':
      if (!reviews) return null;
      if (!reviews.ok) return failed;
      if (reviews.list.length === 0) return <EmptyState icon="search" title={t('reviews.empty')} />;
      return (
        <section aria-label={t('reviews.label')}>
          {reviews.score !== undefined && (
            <Score>
              <Heading level={3} variant="subtitle">
                {t('reviews.score')}
              </Heading>
              <RatingStars value={reviews.score} />
            </Score>
          )}
          <StackList>
            {reviews.list.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  authorName={review.nickname}
                  {...(review.avatar ? { avatarUrl: review.avatar } : {})}
                  rating={review.score}
                  date={review.created_at}
                  text={review.content}
                  photos={review.images.map((url) => ({ url }))}
                />
              </li>
            ))}
          </StackList>
          {sentinel}
        </section>
      );
  }
}

interface CategoryContentProps extends BrandPageViewProps {
  readonly grid: (list: readonly ShopProduct[]) => ReactNode;
  readonly sentinel: ReactNode;
  readonly failed: ReactNode;
}

/** The category tab: its banners, the brand's categories as chips, then the chosen category's products. */
function CategoryContent({ modules = [], categories = [], selectedCategory, onCategoryChange, products = [], productsFailed = false, productsLoading = false, grid, sentinel, failed }: CategoryContentProps) {
  const { t } = useTranslation('brand');
  const chosen = categories.find((category) => category.id === selectedCategory);
  let list: ReactNode;
  if (productsLoading) list = <ProductGridSkeleton label={t('loading')} />;
  else if (productsFailed) list = failed;
  else if (products.length === 0)
    list = (
      <EmptyState
        icon="search"
        title={t(selectedCategory ? 'category.empty.title' : 'empty.title')}
        description={t(selectedCategory ? 'category.empty.description' : 'empty.description')}
        {...(selectedCategory && onCategoryChange ? { actionLabel: t('category.showAll'), onAction: () => onCategoryChange(null) } : {})}
      />
    );
  else
    list = (
      <>
        {grid(products)}
        {sentinel}
      </>
    );
  return (
    <>
      {modules.length > 0 && <BannerCarousel banners={modules} label={t('modules')} autoplay={false} />}
      {categories.length > 0 && (
        <ScrollChipRow aria-label={t('categories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <FilterChip label={category.label} selected={category === chosen} onSelectedChange={(selected) => onCategoryChange?.(selected ? category.id : null)} />
            </li>
          ))}
        </ScrollChipRow>
      )}
      {list}
    </>
  );
}
