import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { useSessionSend } from '../../../session';
import { AddToCart } from '../../flows/addToCart';
import { CartCount } from '../../flows/session/CartCount';
import { ArrivalReminder } from '../../flows/arrivalReminder';
import { useShopNavigation } from '../../shared/navigation';
import { ORDER_CONFIRM_PATH, ProductDetailView } from './ProductDetailView';
import type { ProductPageData } from './productPageData';
import { shareLink } from './shareLink';
import { useProductActions } from './useProductActions';

export { ORDER_CONFIRM_PATH };
const CART_PATH = '/m/shop_cart.php';
/** The product route's name (spec §2), the referrer of its related products' click statistics. */
const PRODUCT_ROUTE_NAME = 'brand-product';

/** The product page's container: the loader's data, the flows and the page's own calls. */
export function ProductDetail() {
  // Coupon validity ("expires in 2 days") is measured from when the page opened, read once.
  const [now] = useState(() => Date.now());
  const data = useLoaderData() as ProductPageData;
  const revalidator = useRevalidator();
  const { t } = useTranslation('api');
  if (data.status === 'error') {
    const { message, messageKey } = data.failure;
    return (
      <ProductDetailView
        status="error"
        now={now}
        {...(message ? { errorMessage: message } : messageKey ? { errorMessage: t(messageKey) } : {})}
        retrying={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
        {...NO_ACTIONS}
      />
    );
  }
  return <ReadyProductDetail data={data} now={now} />;
}

const ignore = () => undefined;
/** The error state shows no product, so its actions do nothing. */
const NO_ACTIONS = {
  onSelectSpec: ignore,
  onToggleLike: ignore,
  onClaimCoupon: ignore,
  onUseCoupon: ignore,
  onTranslateReview: ignore,
  onShowOriginalReview: ignore,
  onShare: ignore,
  onBuyNow: ignore,
  onOpenProduct: ignore,
  addToCart: null,
  arrivalReminder: null,
};

function ReadyProductDetail({ data, now }: { data: Extract<ProductPageData, { status: 'ok' }>; now: number }) {
  const { t } = useTranslation('product');
  const navigation = useShopNavigation();
  const location = useLocation();
  const send = useSessionSend();
  const { product } = data;
  const returnTo = `${location.pathname}${location.search}`;
  const [specId, setSpecId] = useState(product.id);
  const actions = useProductActions({ productId: product.id, liked: product.liked, returnTo, go: navigation.go });
  const coupons = useMemo(
    () => data.coupons.map((coupon) => (actions.claimed.includes(coupon.id) ? { ...coupon, claimed: true } : coupon)),
    [data.coupons, actions.claimed],
  );
  const item = useMemo(() => ({ ...product.cartItem, team_id: specId }), [product.cartItem, specId]);

  const onShare = useCallback(async () => {
    const outcome = await shareLink(navigator, { title: product.name, url: window.location.href });
    if (outcome === 'copied') send({ type: 'toast.show', text: t('share.copied'), tone: 'success' });
    if (outcome === 'failed') send({ type: 'toast.show', text: t('share.failed'), tone: 'danger' });
  }, [product.name, send, t]);

  const onBuyNow = () => {
    const query = new URLSearchParams({ team_id: item.team_id, quantity: String(item.quantity) });
    navigation.go(`${ORDER_CONFIRM_PATH}?${query.toString()}`);
  };

  return (
    <ProductDetailView
      status="ready"
      statistics={{ referFrom: PRODUCT_ROUTE_NAME, referFromId: product.id }}
      product={product}
      coupons={coupons}
      reviews={data.reviews}
      related={data.related}
      now={now}
      onRetry={ignore}
      selectedSpecId={specId}
      onSelectSpec={setSpecId}
      liked={actions.like.liked}
      likeCount={actions.like.count}
      likePending={actions.like.pending}
      onToggleLike={() => void actions.toggleLike()}
      claimingCouponIds={actions.claiming}
      onClaimCoupon={(coupon) => void actions.claimCoupon(coupon)}
      onUseCoupon={() => navigation.go(CART_PATH)}
      translations={actions.translations}
      onTranslateReview={(id) => void actions.translateReview(id)}
      onShowOriginalReview={actions.showOriginal}
      onShare={() => void onShare()}
      onBuyNow={onBuyNow}
      onOpenProduct={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      addToCart={<AddToCart item={item} onNavigate={navigation.go} fullWidth />}
      cartLink={<CartCount onNavigate={navigation.go} />}
      arrivalReminder={
        <ArrivalReminder
          tid={product.id}
          registered={product.reminderSet}
          returnTo={returnTo}
          onNavigate={navigation.go}
          onToast={(text, tone) => send({ type: 'toast.show', text, tone: tone === 'error' ? 'danger' : 'success' })}
        />
      }
    />
  );
}
