import { useId, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/money';
import { useLocale } from '../../i18n/useLocale';
import { CouponTag, type CouponOffer } from '../CouponTag';
import { Icon } from '../Icon';
import { Price } from '../Price';
import {
  Brand,
  Card,
  CartButton,
  Coupons,
  Info,
  Line,
  Media,
  MediaLabel,
  Name,
  PriceRow,
} from './ProductCard.styles';
import type { BuyButtonStatus, ProductCardLayout, ProductStatus } from './ProductCard.types';

export interface ProductCardProps {
  name: string;
  brandName?: string;
  imageUrl: string;
  /** The team price in baht (spec §3 team_price). */
  price: number;
  /** The special (promotion) price in baht; shown instead of `price` when lower. */
  specialPrice?: number;
  /** The member price (user_level_price) in baht. */
  memberPrice?: number;
  /** The estimated price after the best coupon, in baht. */
  estimatedPrice?: number;
  coupons?: readonly CouponOffer[];
  status: ProductStatus;
  buyButton: BuyButtonStatus;
  /** The product page; the whole card is this one link (unless the product is taken down). */
  href: string;
  layout?: ProductCardLayout;
  /** Called when the card's link is followed (for click statistics or client-side routing). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: () => void;
  /**
   * Puts the cart button in a form (the page's add-to-cart form, which works before the page's
   * scripts and without them): the button then submits it, and the form's submit does the add.
   */
  cartForm?: (button: ReactElement) => ReactNode;
  /** The card is in the first screen (a grid's first row): its picture loads at once, not lazily. */
  priority?: boolean;
  /**
   * `high` for the card whose picture is likely the page's largest in the first screen (a grid's
   * first card): fetched before the page's scripts on a slow line. One card of a page at most: each
   * such picture keeps a connection from the scripts for a round trip.
   */
  fetchPriority?: 'high';
}

/** The square image's intrinsic size, so the browser reserves its space before it loads. */
const IMAGE_SIZE = 300;

/**
 * A product in a list: image, brand, name, prices and coupons, and an add-to-cart button. The card
 * is one link; a taken-down product is greyed, says it is no longer available and links nowhere.
 */
export function ProductCard({
  name,
  brandName,
  imageUrl,
  price,
  specialPrice,
  memberPrice,
  estimatedPrice,
  coupons = [],
  status,
  buyButton,
  href,
  layout = 'grid',
  onOpen,
  onAddToCart,
  cartForm,
  priority = false,
  fetchPriority,
}: ProductCardProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const nameId = useId();
  const unavailable = status === 'take_down';
  const soldOut = !unavailable && buyButton === 'sold_out';
  return (
    <Card $layout={layout} $unavailable={unavailable} aria-labelledby={nameId}>
      <Media $layout={layout} $unavailable={unavailable}>
        <img
          src={imageUrl}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={fetchPriority}
          decoding="async"
        />
        {soldOut && <MediaLabel>{t('productCard.soldOut')}</MediaLabel>}
      </Media>
      <Info $layout={layout}>
        {brandName && <Brand>{brandName}</Brand>}
        <Name id={nameId} $unavailable={unavailable}>
          {unavailable ? (
            name
          ) : (
            <a href={href} onClick={onOpen}>
              {name}
            </a>
          )}
        </Name>
        {unavailable ? (
          <Line $tone="muted">{t('productCard.unavailable')}</Line>
        ) : (
          <>
            <PriceRow>
              <Price amount={price} specialAmount={specialPrice} size="sm" />
              {cartForm && buyButton === 'enabled'
                ? cartForm(
                    <CartButton type="submit" aria-label={t('productCard.addToCart', { name })}>
                      <Icon name="cart" size={22} />
                    </CartButton>,
                  )
                : (
                    <CartButton
                      type="button"
                      aria-label={t('productCard.addToCart', { name })}
                      disabled={buyButton !== 'enabled'}
                      onClick={onAddToCart}
                    >
                      <Icon name="cart" size={22} />
                    </CartButton>
                  )}
            </PriceRow>
            {memberPrice !== undefined && (
              <Line $tone="member">{t('productCard.memberPrice', { price: formatMoney(memberPrice, locale) })}</Line>
            )}
            {estimatedPrice !== undefined && (
              <Line $tone="estimate">
                {t('productCard.estimatedPrice', { price: formatMoney(estimatedPrice, locale) })}
              </Line>
            )}
            {coupons.length > 0 && (
              <Coupons aria-label={t('productCard.coupons')}>
                {coupons.map((coupon, index) => (
                  <li key={`${coupon.type}-${coupon.value ?? 0}-${index}`}>
                    <CouponTag type={coupon.type} value={coupon.value} />
                  </li>
                ))}
              </Coupons>
            )}
          </>
        )}
      </Info>
    </Card>
  );
}
