import { agreementRoute } from './Agreement/route';
import { merchantProfileRoute } from './MerchantProfile/route';
import { storeConfigRoute } from './StoreConfig/route';
import { storeDetailRoute } from './StoreDetail/route';
import { serviceConfigRoute, serviceCreateRoute } from './ServiceForm/route';
import { serviceDetailRoute } from './ServiceDetail/route';
import { staffConfigRoute, staffCreateRoute } from './StaffForm/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The provider and merchant pages: onboarding, the profile, stores, services and staff (spec §2 booking). */
export const BOOKING_MERCHANT_ROUTES: readonly StorefrontRouteModule[] = [
  agreementRoute,
  merchantProfileRoute,
  storeConfigRoute,
  storeDetailRoute,
  serviceCreateRoute,
  serviceConfigRoute,
  serviceDetailRoute,
  staffCreateRoute,
  staffConfigRoute,
];
