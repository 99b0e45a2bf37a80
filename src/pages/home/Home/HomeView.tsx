import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../../../components/BannerCarousel';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { NoticeBar } from '../../../components/NoticeBar';
import { Skeleton } from '../../../components/Skeleton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { StatisticsProductCard, statisticsSourceKey, type StatisticsSource } from '../../shared/statistics';
import type { HomeModule } from './homeModule';
import type { HomeNotices } from './homeNotices';
import { GiftLink, Notices, Page, ProductGrid, Section, TileGrid, TileImage, TileLink } from './HomeView.styles';
import { productCardProps } from '../../shared/product/shopProduct';
import { cartFormProps } from '../../shared/addToCart/ProductCardCartForm';

export type HomeStatus = 'loading' | 'error' | 'ready';

export interface HomeViewProps {
  status: HomeStatus;
  /** A retry after an error is under way. */
  retrying?: boolean;
  /** Carousel banners (spec §3 type banner), module tiles, promotions and recommended products. */
  banners?: readonly HomeModule[];
  modules?: readonly HomeModule[];
  promotions?: readonly HomeModule[];
  products?: readonly ShopProduct[];
  notices?: HomeNotices;
  /** The carousel moves by itself (never under prefers-reduced-motion). */
  autoplay?: boolean;
  onRetry: () => void;
  /** A banner, module or promotion was opened (click statistics). */
  onModuleClick?: (module: HomeModule) => void;
  /** A recommended product was opened. */
  onProductClick?: (product: ShopProduct) => void;
  /**
   * Where the recommended products are shown (spec §7 refer_from): their cards then record their
   * impressions and openings as click statistics through the nearest TrackingProvider.
   */
  productStatistics?: StatisticsSource;
  onAddToCart?: (product: ShopProduct) => void;
  /**
   * Any link of the page was followed (banners, tiles, notices, products), after its statistics:
   * call preventDefault to route in-app. Unset: links load as documents.
   */
  onFollowLink?: (href: string, event: MouseEvent<HTMLElement>) => void;
}

const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 360;
const TILE = { width: 360, height: 180, ratio: '2 / 1' } as const;
const PROMOTION = { width: 360, height: 240, ratio: '3 / 2' } as const;
const GIFT = { width: 750, height: 200, ratio: '15 / 4' } as const;

function ModuleTiles({
  modules,
  size,
  onModuleClick,
}: {
  modules: readonly HomeModule[];
  size: { width: number; height: number; ratio: string };
  onModuleClick?: ((module: HomeModule) => void) | undefined;
}) {
  return (
    <TileGrid>
      {modules.map((module) => (
        <li key={module.id}>
          <TileLink href={module.href} onClick={() => onModuleClick?.(module)}>
            <TileImage src={module.imageUrl} alt="" width={size.width} height={size.height} $ratio={size.ratio} loading="lazy" decoding="async" />
            <span>{module.title}</span>
          </TileLink>
        </li>
      ))}
    </TileGrid>
  );
}

/**
 * The home page (spec §2 /m): the footer data's notices (level up, coupons), the banner carousel,
 * module tiles, the new-member free gift, promotions and recommended products with add to cart.
 * The footer navigation belongs to the layout.
 */
export function HomeView({
  status,
  retrying = false,
  banners = [],
  modules = [],
  promotions = [],
  products = [],
  notices = {},
  autoplay = true,
  onRetry,
  onModuleClick,
  onProductClick,
  productStatistics,
  onAddToCart,
  onFollowLink,
}: HomeViewProps) {
  const { t } = useTranslation('home');
  const modulesId = useId();
  const giftId = useId();
  const promotionsId = useId();
  const recommendedId = useId();

  // One listener for every link of the page: statistics run first (the links' own handlers).
  const followLink = (event: MouseEvent<HTMLElement>) => {
    if (!onFollowLink || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (href) onFollowLink(href, event);
  };

  const { freeGift, coupon, levelUp } = notices;
  const hasNotices = coupon !== undefined || levelUp !== undefined;
  const empty = banners.length + modules.length + promotions.length + products.length === 0 && freeGift === undefined;

  return (
    <Page onClick={followLink}>
      <VisuallyHidden>
        <h1>{t('home.title')}</h1>
      </VisuallyHidden>
      {hasNotices && (
        <Notices>
          {levelUp && <NoticeBar>{t('home.levelUp', { level: levelUp.levelName })}</NoticeBar>}
          {coupon && (
            <NoticeBar
              tone="warning"
              {...(coupon.href ? { actionLabel: t('home.couponAction'), actionHref: coupon.href } : {})}
            >
              {coupon.text}
            </NoticeBar>
          )}
        </Notices>
      )}
      {status === 'loading' && (
        // The same boxes as the content: the banner full width in its format, then the products' grid.
        <>
          <Skeleton variant="image" aspectRatio={`${BANNER_WIDTH} / ${BANNER_HEIGHT}`} label={t('home.loading')} />
          <Section as="div">
            <ProductGrid as="div">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} variant="card" announce={false} />
              ))}
            </ProductGrid>
          </Section>
        </>
      )}
      {status === 'error' && (
        <ErrorState title={t('home.error.title')} message={t('home.error.message')} retrying={retrying} onRetry={onRetry} />
      )}
      {status === 'ready' && empty && (
        <EmptyState icon="home" title={t('home.empty.title')} description={t('home.empty.description')} />
      )}
      {status === 'ready' && banners.length > 0 && (
        <BannerCarousel
          banners={banners.map((banner) => ({ ...banner, alt: banner.title || t('home.bannerFallback') }))}
          label={t('home.banners')}
          autoplay={autoplay}
          imageWidth={BANNER_WIDTH}
          imageHeight={BANNER_HEIGHT}
          // The first banner is the page's largest picture (its LCP): fetched first, never lazily.
          priority
          {...(onModuleClick ? { onBannerClick: (banner: HomeModule) => onModuleClick(banner) } : {})}
        />
      )}
      {status === 'ready' && modules.length > 0 && (
        <Section aria-labelledby={modulesId}>
          <Heading level={2} variant="subtitle" id={modulesId}>
            {t('home.modules')}
          </Heading>
          <ModuleTiles modules={modules} size={TILE} onModuleClick={onModuleClick} />
        </Section>
      )}
      {status === 'ready' && freeGift && (
        <Section aria-labelledby={giftId}>
          <Heading level={2} variant="subtitle" id={giftId}>
            {t('home.freeGift.title')}
          </Heading>
          <GiftLink href={freeGift.href}>
            {/* In a phone's first screen for a guest, and then the page's largest picture (its LCP): never lazy, fetched first. */}
            <TileImage
              src={freeGift.imageUrl}
              alt={t('home.freeGift.alt')}
              width={GIFT.width}
              height={GIFT.height}
              $ratio={GIFT.ratio}
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
          </GiftLink>
        </Section>
      )}
      {status === 'ready' && promotions.length > 0 && (
        <Section aria-labelledby={promotionsId}>
          <Heading level={2} variant="subtitle" id={promotionsId}>
            {t('home.promotions')}
          </Heading>
          <ModuleTiles modules={promotions} size={PROMOTION} onModuleClick={onModuleClick} />
        </Section>
      )}
      {status === 'ready' && products.length > 0 && (
        <Section aria-labelledby={recommendedId}>
          <Heading level={2} variant="subtitle" id={recommendedId}>
            {t('home.recommended')}
          </Heading>
          <ProductGrid key={statisticsSourceKey(productStatistics)}>
            {products.map((product) => (
              <li key={product.id}>
                <StatisticsProductCard
                  productId={product.id}
                  source={productStatistics}
                  {...productCardProps(product)}
                  {...(onProductClick ? { onOpen: () => onProductClick(product) } : {})}
                  {...(onAddToCart ? cartFormProps(product.href, product.cartItem, () => onAddToCart(product)) : {})}
                />
              </li>
            ))}
          </ProductGrid>
        </Section>
      )}
    </Page>
  );
}
