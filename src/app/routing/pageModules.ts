import { deletedItemRoute } from '../../pages/errors/DeletedItem/route';
import { notFoundRoute } from '../../pages/errors/NotFound/route';
import { homeRoute } from '../../pages/home/Home/route';
import { favoritesRoute } from '../../pages/favorites/Favorites/route';
import { productDetailRoute } from '../../pages/product/ProductDetail/route';
import { searchRoute } from '../../pages/search/Search/route';
import { cartRoute } from '../../pages/cart/Cart/route';
import { orderConfirmRoute } from '../../pages/checkout/OrderConfirm/route';
import { payAwaitRoute } from '../../pages/checkout/PayAwait/route';
import { paymentResultRoute } from '../../pages/checkout/PaymentResult/route';
import { offlinePaymentRoute } from '../../pages/checkout/OfflinePayment/route';
import { paidSentCouponRoute } from '../../pages/checkout/PaidSentCoupon/route';
import {
  autoPromoRoute,
  bestSellersRoute,
  buyAgainTeamRoute,
  classifyRoute,
  listRoute,
  listSign1Route,
  listSign1Sign2Route,
  mallRoute,
  promoRoute,
  rankRoute,
} from '../../pages/lists/ListPage/route';
import { brandRoute } from '../../pages/brand/BrandPage/route';
import { loginRoute } from '../../pages/auth/Login/route';
import { repassRoute } from '../../pages/auth/Repass/route';
import { signupRoute } from '../../pages/auth/Signup/route';
import { pointsRoute } from '../../pages/points/Points/route';
import { membershipRoute } from '../../pages/points/Membership/route';
import { myCouponsRoute } from '../../pages/wallet/MyCoupons/route';
import { ordersRoute } from '../../pages/orders/Orders/route';
import { couponHistoryRoute } from '../../pages/wallet/CouponHistory/route';
import { settingsRoute } from '../../pages/settings/Settings/route';
import { changePasswordRoute } from '../../pages/settings/ChangePassword/route';
import { myCardsRoute } from '../../pages/wallet/MyCards/route';
import { cashCardsRoute } from '../../pages/wallet/CashCards/route';
import { myCreditRoute } from '../../pages/wallet/MyCredit/route';
import { resetEmailRoute } from '../../pages/settings/ResetEmail/route';
import { resetPhoneRoute } from '../../pages/settings/ResetPhone/route';
import { deletionRoute } from '../../pages/settings/Deletion/route';
import { profileRoute } from '../../pages/profile/Profile/route';
import { beautyProfileRoute } from '../../pages/profile/BeautyProfile/route';
import { helpRoute } from '../../pages/help/Help/route';
import { feedbackRoute } from '../../pages/help/Feedback/route';
import { myQuestionsRoute } from '../../pages/help/MyQuestions/route';
import { npsRoute } from '../../pages/help/Nps/route';
import { centreRoute } from '../../pages/centre/Centre/route';
import { recentlyViewedRoute } from '../../pages/account/RecentlyViewed/route';
import { remindersRoute } from '../../pages/account/Reminders/route';
import { similarProductsRoute } from '../../pages/account/SimilarProducts/route';
import { REFUND_ROUTES } from '../../pages/refund/routes';
import { REVIEW_ROUTES } from '../../pages/reviews/routes';
import { BLOGGER_ROUTES } from '../../pages/blogger/routes';
import { COMMUNITY_ROUTES } from '../../pages/community/routes';
import { BOOKING_ROUTES } from '../../pages/booking/routes';
import { BOOKING_APPOINTMENT_ROUTES } from '../../pages/bookingAppointments/routes';
import { GAMES_ROUTES } from '../../pages/games/routes';
import { BOOKING_MERCHANT_ROUTES } from '../../pages/bookingMerchant/routes';
import { BOOKING_COUNTER_ROUTES } from '../../pages/bookingCounter/routes';
import { DRAWS_ROUTES } from '../../pages/draws/routes';
import type { StorefrontRouteModule } from '../../pages/routeModule';

/**
 * The pages the table serves, under /m. Only pages that exist are listed (no placeholders): the
 * shopping, account, community and booking pages join as their issues land; an area added since
 * lists its route modules in `src/pages/<area>/routes.ts`. The catch-all not-found module stays last.
 */
export const PAGE_MODULES: readonly StorefrontRouteModule[] = [
  brandRoute, listRoute, listSign1Route, listSign1Sign2Route, classifyRoute, bestSellersRoute, rankRoute, promoRoute, autoPromoRoute, mallRoute, buyAgainTeamRoute, deletedItemRoute, productDetailRoute, searchRoute, cartRoute, orderConfirmRoute, payAwaitRoute, paymentResultRoute, offlinePaymentRoute, paidSentCouponRoute, homeRoute, favoritesRoute, loginRoute, signupRoute, repassRoute, pointsRoute, membershipRoute, myCouponsRoute, couponHistoryRoute, myCardsRoute, cashCardsRoute, myCreditRoute, settingsRoute, changePasswordRoute, helpRoute, feedbackRoute, myQuestionsRoute, npsRoute, profileRoute, beautyProfileRoute, resetEmailRoute, resetPhoneRoute, deletionRoute, centreRoute, recentlyViewedRoute, remindersRoute, similarProductsRoute, ordersRoute,
  ...REFUND_ROUTES,
  ...REVIEW_ROUTES,
  ...BLOGGER_ROUTES,
  ...COMMUNITY_ROUTES,
  ...BOOKING_ROUTES,
  ...BOOKING_APPOINTMENT_ROUTES,
  ...GAMES_ROUTES,
  ...BOOKING_MERCHANT_ROUTES,
  ...DRAWS_ROUTES,
  ...BOOKING_COUNTER_ROUTES,
];

/** The catch-all under /m. */
export const NOT_FOUND_MODULE: StorefrontRouteModule = notFoundRoute;
