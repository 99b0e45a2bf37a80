import { authEndpoints } from './auth';
import { bookingProviderEndpoints } from './bookingProvider';
import { bookingUserEndpoints } from './bookingUser';
import { campaignEndpoints } from './campaigns';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { communityEndpoints } from './community';
import { couponEndpoints } from './coupons';
import type { AnyEndpoint, ApiArea, EndpointMeta } from './define';
import { layoutEndpoints } from './layout';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payment';
import { productEndpoints } from './product';
import { refundEndpoints } from './refunds';
import { statisticsEndpoints } from './statistics';
import { storageEndpoints } from './storage';
import { userCenterEndpoints } from './userCenter';

/**
 * The areas' endpoint lists by name: spelled out (each by reference) so that the published type
 * declarations stay small; the inferred literal type grew past what the compiler will serialize.
 */
export interface EndpointsByArea {
  readonly layout: typeof layoutEndpoints;
  readonly cart: typeof cartEndpoints;
  readonly product: typeof productEndpoints;
  readonly catalog: typeof catalogEndpoints;
  readonly community: typeof communityEndpoints;
  readonly coupons: typeof couponEndpoints;
  readonly orders: typeof orderEndpoints;
  readonly refunds: typeof refundEndpoints;
  readonly userCenter: typeof userCenterEndpoints;
  readonly auth: typeof authEndpoints;
  readonly payment: typeof paymentEndpoints;
  readonly campaigns: typeof campaignEndpoints;
  readonly statistics: typeof statisticsEndpoints;
  readonly bookingProvider: typeof bookingProviderEndpoints;
  readonly bookingUser: typeof bookingUserEndpoints;
  readonly storage: typeof storageEndpoints;
}

/** Every endpoint, grouped by area (the same grouping as the mock handlers). */
export const endpointsByArea: EndpointsByArea = {
  layout: layoutEndpoints,
  cart: cartEndpoints,
  product: productEndpoints,
  catalog: catalogEndpoints,
  community: communityEndpoints,
  coupons: couponEndpoints,
  orders: orderEndpoints,
  refunds: refundEndpoints,
  userCenter: userCenterEndpoints,
  auth: authEndpoints,
  payment: paymentEndpoints,
  campaigns: campaignEndpoints,
  statistics: statisticsEndpoints,
  bookingProvider: bookingProviderEndpoints,
  bookingUser: bookingUserEndpoints,
  storage: storageEndpoints,
} satisfies Record<ApiArea, readonly AnyEndpoint[]>;

type AreaEndpoints = EndpointsByArea;
/** The registry names of one area's endpoints. */
export type EndpointName<A extends ApiArea = ApiArea> = A extends ApiArea ? AreaEndpoints[A][number]['meta']['name'] : never;

/** Every endpoint as a flat list. */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointsByArea).flat();

/** name → method, transport and path: what tests and the endpoint count read. */
export const endpointRegistry: Readonly<Record<string, EndpointMeta>> = Object.fromEntries(
  allEndpoints.map((endpoint) => [endpoint.meta.name, endpoint.meta]),
);
