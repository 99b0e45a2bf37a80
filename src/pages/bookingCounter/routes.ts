import { availabilityConfigRoute } from './AvailabilityConfig/route';
import { availabilitySettingsRoute } from './AvailabilitySettings/route';
import { helpContactRoute } from './HelpContact/route';
import { helpQuestionRoute } from './HelpQuestion/route';
import { incomeRoute } from './Income/route';
import { orderDetailRoute } from './OrderDetail/route';
import { orderRefundRoute } from './OrderRefund/route';
import { verificationRoute } from './Verification/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The merchant's counter pages (spec §2 booking: order, verification, income, help). */
export const BOOKING_COUNTER_ROUTES: readonly StorefrontRouteModule[] = [
  orderDetailRoute,
  orderRefundRoute,
  availabilityConfigRoute,
  availabilitySettingsRoute,
  verificationRoute,
  incomeRoute,
  helpContactRoute,
  helpQuestionRoute,
];
