import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { buildCoupon } from '../../../mocks/fixtures/coupons';
import { FIXED_DATES, type MockLocale } from '../../../mocks/fixtures/locale';
import { buildReviews, buildTeamDetail, buildTeams, PRODUCT_SEEDS } from '../../../mocks/fixtures/products';
import { couponMocks } from '../../../mocks/handlers/coupons';
import { matchesEndpoint, readMockRequest, respond } from '../../../mocks/handlers/core';
import { scenario } from '../../../mocks/scenarios';
import { couponSchema, getCouponDetail, reviewSchema, teamDetailSchema, teamSchema } from '../../../src/api';
import { Button, Icon } from '../../../src/components';
import {
  toProductCoupon,
  toProductModel,
  toProductReview,
  toRelatedProducts,
  type ProductModel,
} from '../../../src/pages/product/ProductDetail/productModel';

/** The stories' clock: the fixtures' "now". */
export const STORY_NOW = FIXED_DATES.now;

export const productIndex = (id: number) => PRODUCT_SEEDS.findIndex((seed) => seed.id === id);

/** The page's data for a fixture product, as the loader builds it (coupons not yet claimed). */
export function pageData(locale: MockLocale, index = 0) {
  const coupons = [0, 1].map((i) => toProductCoupon(couponSchema.parse({ ...buildCoupon(i, locale), received: i === 1 ? 1 : 0 })));
  const detail = teamDetailSchema.parse(buildTeamDetail(index, locale));
  const product = toProductModel(detail, coupons);
  return {
    product,
    coupons: detail.team.estimated_price?.can_get_coupon_ids.length ? coupons : [],
    reviews: { list: buildReviews(3, locale).map((review) => toProductReview(reviewSchema.parse(review))), total: 128, score: 4.8 },
    related: toRelatedProducts(buildTeams(4, locale, 4).map((team) => teamSchema.parse(team)), product.id),
  };
}

/** A product with Thai text long enough to wrap everywhere. */
export function longThai(product: ProductModel): ProductModel {
  return {
    ...product,
    name: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวหมองคล้ำและจุดด่างดำ ผสานวิตามินซีและไนอาซินาไมด์ ขนาดพิเศษ 30 มล. แพ็กคู่สุดคุ้ม',
    brandName: 'ลอตัสดิวสมุนไพรไทยพรีเมียมออร์แกนิก',
    description:
      'เนื้อเซรั่มบางเบา ซึมไวภายในไม่กี่วินาที ไม่เหนียวเหนอะหนะ เหมาะกับอากาศร้อนชื้นของประเทศไทย ผ่านการทดสอบโดยแพทย์ผิวหนังว่าไม่ก่อให้เกิดการระคายเคือง ใช้ได้ทั้งเช้าและเย็นหลังทำความสะอาดผิวหน้า',
    specs: [
      { id: product.id, name: 'ขนาดปกติ 30 มล. พร้อมกล่องของขวัญลายไทยประยุกต์', available: true },
      { id: '51001', name: 'ขนาดทดลองพกพาสะดวก 10 มล.', available: false },
    ],
  };
}

/** Story-only stand-in for the wired add-to-cart button (the flow has its own stories). */
export function AddToCartStub() {
  const { t } = useTranslation('flows');
  return (
    <Button icon={<Icon name="cart" />} fullWidth>
      {t('addToCart.button')}
    </Button>
  );
}

/** Story-only stand-in for the wired arrival-reminder button. */
export function ReminderStub() {
  const { t } = useTranslation('backgroundFlows');
  return (
    <Button variant="outline" fullWidth>
      {t('arrivalReminder.button')}
    </Button>
  );
}

/** The coupon detail answering "not yet received", so the product page offers Claim. */
export const claimableCouponDetail = http.all(
  ({ request }) => matchesEndpoint(getCouponDetail.meta, request),
  async ({ request }) =>
    respond(
      getCouponDetail.meta,
      { ok: (mockRequest) => ({ ...(couponMocks.getCouponDetail.ok(mockRequest) as object), received: 0 }) },
      scenario.ok,
      await readMockRequest(request),
    ),
);
