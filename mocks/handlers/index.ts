import { assetHandlers } from './assets';
import type { HttpHandler } from 'msw';
import type { ApiArea } from '../../src/api/endpoints/define';
import { authHandlers, authMocks } from './auth';
import { bookingProviderHandlers, bookingProviderMocks } from './bookingProvider';
import { bookingUserHandlers, bookingUserMocks } from './bookingUser';
import { campaignHandlers, campaignMocks } from './campaigns';
import { cartHandlers, cartMocks } from './cart';
import { catalogHandlers, catalogMocks } from './catalog';
import { communityHandlers, communityMocks } from './community';
import type { Scenario } from '../scenarios';
import type { MockShop } from '../shop/sessions';
import type { AreaScenario, EndpointMock } from './core';
import { couponHandlers, couponMocks } from './coupons';
import { layoutHandlers, layoutMocks } from './layout';
import { orderHandlers, orderMocks } from './orders';
import { paymentHandlers, paymentMocks } from './payment';
import { productHandlers, productMocks } from './product';
import { refundHandlers, refundMocks } from './refunds';
import { statisticsHandlers, statisticsMocks } from './statistics';
import { storageHandlers, storageMocks } from './storage';
import { userCenterHandlers, userCenterMocks } from './userCenter';

/** Each area's handler factory. */
export const areaHandlers = {
  layout: layoutHandlers,
  cart: cartHandlers,
  product: productHandlers,
  catalog: catalogHandlers,
  community: communityHandlers,
  coupons: couponHandlers,
  orders: orderHandlers,
  refunds: refundHandlers,
  userCenter: userCenterHandlers,
  auth: authHandlers,
  payment: paymentHandlers,
  campaigns: campaignHandlers,
  statistics: statisticsHandlers,
  bookingProvider: bookingProviderHandlers,
  bookingUser: bookingUserHandlers,
  storage: storageHandlers,
} as const satisfies { readonly [A in ApiArea]: (choice?: AreaScenario<A>, shop?: MockShop) => HttpHandler[] };

/** Each area's mocks (name → ok/empty builders): what the endpoint count reads. */
export const areaMocks: { readonly [A in ApiArea]: Readonly<Record<string, EndpointMock>> } = {
  layout: layoutMocks,
  cart: cartMocks,
  product: productMocks,
  catalog: catalogMocks,
  community: communityMocks,
  coupons: couponMocks,
  orders: orderMocks,
  refunds: refundMocks,
  userCenter: userCenterMocks,
  auth: authMocks,
  payment: paymentMocks,
  campaigns: campaignMocks,
  statistics: statisticsMocks,
  bookingProvider: bookingProviderMocks,
  bookingUser: bookingUserMocks,
  storage: storageMocks,
};

/** One area's handlers under one scenario (for loops over areas; stories use the named factories). */
export function handlersFor(area: ApiArea, choice: Scenario, shop?: MockShop): HttpHandler[] {
  return (areaHandlers[area] as (choice?: Scenario, shop?: MockShop) => HttpHandler[])(choice, shop);
}

/** A scenario per area; areas left out answer `ok`. */
export type AreaScenarios = { readonly [A in ApiArea]?: AreaScenario<A> };

/**
 * The handlers keyed by area — the shape of Storybook's `parameters.msw.handlers`, where a story
 * overrides one key and keeps the rest. They read and change `shop` (the shared shop by default).
 */
export function createHandlersByArea(scenarios: AreaScenarios = {}, shop?: MockShop): Record<ApiArea, HttpHandler[]> {
  const build = <A extends ApiArea>(area: A): HttpHandler[] =>
    (areaHandlers[area] as (choice?: AreaScenario<A>, shop?: MockShop) => HttpHandler[])(scenarios[area], shop);
  return {
    layout: build('layout'),
    cart: build('cart'),
    product: build('product'),
    catalog: build('catalog'),
    community: build('community'),
    coupons: build('coupons'),
    orders: build('orders'),
    refunds: build('refunds'),
    userCenter: build('userCenter'),
    auth: build('auth'),
    payment: build('payment'),
    campaigns: build('campaigns'),
    statistics: build('statistics'),
    bookingProvider: build('bookingProvider'),
    bookingUser: build('bookingUser'),
    storage: build('storage'),
  };
}

/** Every handler as one list (msw/node, the worker, the Node server), with the fixture images. */
export function createHandlers(scenarios: AreaScenarios = {}, shop?: MockShop): HttpHandler[] {
  return [...Object.values(createHandlersByArea(scenarios, shop)).flat(), ...assetHandlers()];
}

export { assetHandlers, MOCK_IMAGE_PREFIX, placeholderSvg } from './assets';
export {
  authHandlers,
  bookingProviderHandlers,
  bookingUserHandlers,
  campaignHandlers,
  cartHandlers,
  catalogHandlers,
  communityHandlers,
  couponHandlers,
  layoutHandlers,
  orderHandlers,
  paymentHandlers,
  productHandlers,
  refundHandlers,
  statisticsHandlers,
  storageHandlers,
  userCenterHandlers,
};
