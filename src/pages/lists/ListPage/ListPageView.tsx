import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel, type BannerItem } from '../../../components/BannerCarousel';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterChip } from '../../../components/FilterChip';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Link } from '../../../components/Link';
import { Section } from '../../../components/Section';
import { SegmentedControl } from '../../../components/SegmentedControl';
import { TopBar } from '../../../components/TopBar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ProductGrid, ProductGridSkeleton } from '../shared/ProductGrid';
import type { ShopProduct } from '../../shared/product/shopProduct';
import type { StatisticsSource } from '../../shared/statistics';
import { LinkRow, ScrollChipRow } from '../../shared/lists.styles';
import { BrowsePage } from '../../shared/page.styles';
import { LIST_SORTS, RANK_PERIODS, type ListFilter, type ListKind, type ListLink, type ListOrder } from './listPageData';

/** loading: the first page is on its way; error: it failed; ready: products (or none) to show. */
export type ListPageState = 'loading' | 'error' | 'ready';

export interface ListPageViewProps {
  readonly kind: ListKind;
  /** A category's name; otherwise the kind's own title. */
  readonly heading?: string;
  readonly state: ListPageState;
  readonly products: readonly ShopProduct[];
  /** The sentinel under the grid: idle (more to load), loading, error (retry) or end. */
  readonly moreStatus: InfiniteListStatus;
  readonly onLoadMore: () => void;
  /** The first page failed: load it again. */
  readonly onRetry: () => void;
  readonly retrying?: boolean;
  readonly filters?: readonly ListFilter[];
  readonly onFilterChange?: (filter: ListFilter, selected: boolean) => void;
  readonly order?: ListOrder | null;
  readonly onOrderChange?: (value: string) => void;
  readonly banners?: readonly BannerItem[];
  readonly onBannerClick?: (banner: BannerItem) => void;
  readonly links?: readonly ListLink[];
  readonly onOpenLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onAddToCart?: (product: ShopProduct) => void;
  readonly onBack?: () => void;
  /** The list as the referrer of its cards' click statistics (spec §7); none: the cards record nothing. */
  readonly statistics?: StatisticsSource;
}

/**
 * The list family's page (spec §2: lists, classify, best sellers, rank, promo, auto promo, mall,
 * buy again): a title bar, banners, filter chips, sub-category links, the order (sorting, or a
 * rank's period), then the product grid with infinite loading, an empty result or an error with
 * retry.
 */
export function ListPageView({
  kind,
  heading,
  state,
  products,
  moreStatus,
  onLoadMore,
  onRetry,
  retrying = false,
  filters = [],
  onFilterChange,
  order = null,
  onOrderChange,
  banners = [],
  onBannerClick,
  links = [],
  onOpenLink,
  onOpenProduct,
  onAddToCart,
  onBack,
  statistics,
}: ListPageViewProps) {
  const { t } = useTranslation('lists');
  const title = heading ?? t(`titles.${kind}`);
  const linksId = useId();
  const applied = filters.find((filter) => filter.selected);
  const filterLabel = (filter: ListFilter) => (kind === 'rank' ? t(`rankTypes.${filter.id}`, { defaultValue: filter.id }) : filter.label);
  const orderOptions =
    order?.kind === 'period'
      ? RANK_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))
      : LIST_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }));

  return (
    <BrowsePage>
      <TopBar title={title} {...(onBack ? { onBack, backLabel: t('back') } : {})} />
      {banners.length > 0 && (
        <Section variant="plain" as="div">
          <BannerCarousel banners={banners} label={t('banners')} autoplay={false} {...(onBannerClick ? { onBannerClick } : {})} />
        </Section>
      )}
      {filters.length > 0 && (
        <ScrollChipRow $inset aria-label={t('filters')}>
          {filters.map((filter) => (
            <li key={filter.id}>
              <FilterChip
                label={filterLabel(filter)}
                selected={filter.selected}
                onSelectedChange={(selected) => onFilterChange?.(filter, selected)}
              />
            </li>
          ))}
        </ScrollChipRow>
      )}
      {links.length > 0 && (
        <nav aria-labelledby={linksId}>
          <Section variant="plain" as="div">
            <span id={linksId}>{t('subcategories')}</span>
          </Section>
          <LinkRow>
            {links.map((link) => (
              <li key={link.id}>
                <Link href={link.href} {...(onOpenLink ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onOpenLink(link.href, event) } : {})}>
                  {link.label}
                </Link>
              </li>
            ))}
          </LinkRow>
        </nav>
      )}
      {order && (
        <Section variant="plain" as="div">
          <SegmentedControl
            label={order.kind === 'period' ? t('periodLabel') : t('sortLabel')}
            options={orderOptions}
            value={order.value}
            onChange={(value) => onOrderChange?.(value)}
            fullWidth
            scrollable
          />
        </Section>
      )}
      <Section variant="plain" as="div">
        <VisuallyHidden>
          <h2>{t('products', { title })}</h2>
        </VisuallyHidden>
        {state === 'loading' && <ProductGridSkeleton label={t('loading')} />}
        {state === 'error' && (
          <ErrorState title={t('error.title')} message={t('error.message')} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />
        )}
        {state === 'ready' && products.length === 0 && (
          <EmptyState
            icon="search"
            title={t('empty.title')}
            description={t('empty.description')}
            {...(applied && onFilterChange ? { actionLabel: t('empty.clear'), onAction: () => onFilterChange(applied, false) } : {})}
          />
        )}
        {state === 'ready' && products.length > 0 && (
          <>
            <ProductGrid
              products={products}
              label={t('products', { title })}
              {...(onOpenProduct ? { onOpenProduct } : {})}
              {...(onAddToCart ? { onAddToCart } : {})}
              statistics={statistics}
            />
            <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore} />
          </>
        )}
      </Section>
    </BrowsePage>
  );
}
