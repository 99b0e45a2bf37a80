import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { FilterChip } from '../../../components/FilterChip';
import { IconButton } from '../../../components/IconButton';
import { LikeButton } from '../../../components/LikeButton';
import { Price } from '../../../components/Price';
import { Section } from '../../../components/Section';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar } from '../../../components/StickyActionBar';
import { Tag } from '../../../components/Tag';
import { formatMoney } from '../../../format/money';
import { useLocale } from '../../../i18n/useLocale';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';
import { ProductCoupons } from './ProductCoupons';
import { PostForm } from '../../../forms/PostForm';
import { clickRanIt, LIKE_INTENT } from './productForms';
import { Body, Brand, BuyNowForm, Centered, ChipList, Page, PriceLine, Row, Title, Tools, Unavailable } from './ProductDetailView.styles';
import { ProductGallery } from './ProductGallery';
import type { ProductCoupon, ProductModel, ProductReviews as Reviews } from './productModel';
import { ProductReviews } from './ProductReviews';
import { RelatedProducts } from './RelatedProducts';
import type { StatisticsSource } from '../../shared/statistics';

/** spec §2 order confirm: buy now goes there with the item (`team_id`, `quantity`). */
export const ORDER_CONFIRM_PATH = '/m/orderconfirm';

export interface ProductDetailViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The page as the referrer of its related products' click statistics (spec §7). */
  statistics?: StatisticsSource | undefined;
  product?: ProductModel;
  coupons?: readonly ProductCoupon[];
  reviews?: Reviews | null;
  related?: readonly RecommendedProduct[];
  /** The current time for coupon validity (injected, never read from the clock). */
  now: Date | string | number;
  /** Error state: the server's message, when it gave one. */
  errorMessage?: string;
  retrying?: boolean;
  onRetry: () => void;
  /** The specification being bought (a team id of `product.specs`). */
  selectedSpecId?: string;
  onSelectSpec: (specId: string) => void;
  liked?: boolean;
  likeCount?: number;
  likePending?: boolean;
  onToggleLike: (liked: boolean) => void;
  claimingCouponIds?: readonly string[];
  onClaimCoupon: (coupon: ProductCoupon) => void;
  onUseCoupon: (coupon: ProductCoupon) => void;
  translations?: Readonly<Record<string, ReviewTranslation>>;
  onTranslateReview: (reviewId: string) => void;
  onShowOriginalReview: (reviewId: string) => void;
  onShare: () => void;
  onBuyNow: () => void;
  onOpenProduct: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The add-to-cart button (the addToCart flow), shown while the product is on sale. */
  addToCart: ReactNode;
  /** The cart link with the shopper's cart count, at the start of the action bar. */
  cartLink?: ReactNode;
  /** The arrival-reminder button (its flow), shown while the product is sold out. */
  arrivalReminder: ReactNode;
}

/**
 * The product page (spec §2 /m/{brand}/{product}.html): gallery, prices (team, special, member,
 * estimated after coupons), like and share, coupons to claim, specifications, details, reviews
 * with photos and translation, related shops and products, and a sticky bar with buy now and add
 * to cart — or the arrival reminder when sold out, or an "unavailable" note when taken down.
 */
export function ProductDetailView(props: ProductDetailViewProps) {
  const { t } = useTranslation('product');
  if (props.status === 'loading' || (props.status === 'ready' && !props.product)) {
    return (
      <Page aria-busy="true">
        <Skeleton variant="image" aspectRatio="1 / 1" label={t('page.loading')} />
        <Section>
          <Skeleton variant="text" lines={3} announce={false} />
        </Section>
      </Page>
    );
  }
  if (props.status === 'error' || !props.product) {
    return (
      <Page>
        <Centered>
          <ErrorState
            headingLevel={1}
            icon="refresh"
            title={t('page.errorTitle')}
            message={props.errorMessage ?? t('page.errorMessage')}
            retryLabel={t('page.retry')}
            retrying={props.retrying ?? false}
            onRetry={props.onRetry}
          />
        </Centered>
      </Page>
    );
  }
  return <ReadyProduct {...props} product={props.product} />;
}

function ReadyProduct({
  product,
  coupons = [],
  reviews = null,
  related = [],
  now,
  selectedSpecId,
  onSelectSpec,
  liked = product.liked,
  likeCount = 0,
  likePending = false,
  onToggleLike,
  claimingCouponIds = [],
  onClaimCoupon,
  onUseCoupon,
  translations = {},
  onTranslateReview,
  onShowOriginalReview,
  onShare,
  onBuyNow,
  onOpenProduct,
  addToCart,
  cartLink,
  arrivalReminder,
  statistics,
}: ProductDetailViewProps & { product: ProductModel }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const { prices, availability } = product;
  const takenDown = availability === 'take_down';
  const selected = selectedSpecId ?? product.id;

  return (
    <Page>
      <ProductGallery images={product.images} name={product.name} />
      <Section aria-label={product.name}>
        {product.brandName && <Brand>{product.brandName}</Brand>}
        <Title>{product.name}</Title>
        {takenDown ? (
          <Unavailable>{t('status.unavailable')}</Unavailable>
        ) : (
          <>
            <Row>
              <Price amount={prices.team} specialAmount={prices.special} size="lg" />
              {availability === 'sold_out' && <Tag tone="danger">{t('status.soldOut')}</Tag>}
            </Row>
            {prices.member !== undefined && (
              <PriceLine $tone="member">{t('prices.member', { price: formatMoney(prices.member, locale) })}</PriceLine>
            )}
            {prices.estimated !== undefined && (
              <PriceLine $tone="estimate">{t('prices.estimated', { price: formatMoney(prices.estimated, locale) })}</PriceLine>
            )}
          </>
        )}
        <Row>
          <Tools>
            {/* A like posted to the product's action without JavaScript; once the page works, its click does it. */}
            <PostForm intent={LIKE_INTENT} formKey={product.id} fields={{ team_id: product.id }} onSubmit={clickRanIt} inline>
              <LikeButton liked={liked} count={likeCount} pending={likePending} onToggle={onToggleLike} submit />
            </PostForm>
            <IconButton icon="share" label={t('actions.share')} onClick={onShare} />
          </Tools>
        </Row>
      </Section>
      {!takenDown && (
        <ProductCoupons coupons={coupons} claimingIds={claimingCouponIds} now={now} onClaim={onClaimCoupon} onUse={onUseCoupon} />
      )}
      {!takenDown && product.specs.length > 0 && (
        <Section title={t('specs.heading')}>
          <ChipList>
            {product.specs.map((spec) => (
              <li key={spec.id}>
                <FilterChip
                  label={spec.available ? spec.name : t('specs.unavailable', { name: spec.name })}
                  selected={spec.id === selected}
                  disabled={!spec.available}
                  onSelectedChange={() => onSelectSpec(spec.id)}
                />
              </li>
            ))}
          </ChipList>
        </Section>
      )}
      {product.description && (
        <Section title={t('description.heading')}>
          <Body>{product.description}</Body>
        </Section>
      )}
      <ProductReviews reviews={reviews} translations={translations} onTranslate={onTranslateReview} onShowOriginal={onShowOriginalReview} />
      <RelatedProducts relatedShopCount={product.relatedShopCount} products={related} onOpenProduct={onOpenProduct} statistics={statistics} />
      {!takenDown && (
        <StickyActionBar label={t('actions.label')} actions="fill" spacing="compact" summary={cartLink}>
          {availability === 'on_sale' ? (
            <>
              {/* A GET form to checkout: it works before the page's scripts and without them; once they run, the container navigates. */}
              <BuyNowForm
                method="get"
                action={ORDER_CONFIRM_PATH}
                onSubmit={(event) => {
                  event.preventDefault();
                  onBuyNow();
                }}
              >
                <input type="hidden" name="team_id" value={selected} />
                <input type="hidden" name="quantity" value={product.cartItem.quantity} />
                <Button type="submit" variant="outline" fullWidth>
                  {t('actions.buyNow')}
                </Button>
              </BuyNowForm>
              <div>{addToCart}</div>
            </>
          ) : (
            <div>{arrivalReminder}</div>
          )}
        </StickyActionBar>
      )}
    </Page>
  );
}
