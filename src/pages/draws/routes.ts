import { brandCalendarRoute } from './BrandCalendar/route';
import { giftRoute } from './Gift/route';
import { giftResultRoute } from './GiftResult/route';
import { luckyDrawRoute } from './LuckyDraw/route';
import { luckyDrawsRoute } from './LuckyDraws/route';
import { myDrawsRoute } from './MyDraws/route';
import { productLotteryRoute } from './ProductLottery/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The campaign pages: lucky draws, my draws, the product lottery, free gifts and the brand calendar (spec §2). */
export const DRAWS_ROUTES: readonly StorefrontRouteModule[] = [
  luckyDrawsRoute,
  luckyDrawRoute,
  myDrawsRoute,
  productLotteryRoute,
  giftRoute,
  giftResultRoute,
  brandCalendarRoute,
];
