import { layoutEndpoints } from '../../src/api/endpoints/layout';
import { buildBrandInfoBody } from '../fixtures/brands';
import { buildFooterNav } from '../fixtures/layout';
import { buildTeams } from '../fixtures/products';
import { preferFavouriteCategories } from '../shop/account/recommendations';
import type { MockShop } from '../shop/sessions';
import { cartCount } from '../shop/shopping/cartLines';
import { currentOwner } from '../shop/shopping/owners';
import { brandFlagship, brandIndexForPage } from '../shop/social/brandViews';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const layoutMocks: AreaMocks<'layout'> = {
  getBrandInfo: {
    ok: ({ params, locale, shop }) => ({
      ...buildBrandInfoBody(params.sign, locale).data,
      flagship_info: brandFlagship(shop, brandIndexForPage(params.sign), locale),
    }),
    extra: ({ params, locale }) => ({ header_info: buildBrandInfoBody(params.sign, locale).header_info }),
  },
  // The footer answer carries the session's cart count (spec §7 shopcartnum), so every page starts with it.
  getFooterNav: { ok: ({ locale }) => buildFooterNav(locale), extra: ({ shop }) => ({ shopcartnum: cartCount(shop, currentOwner(shop)) }) },
  // Recommendations: a shopper's favourite categories (the beauty profile) first.
  getNotFoundRecommendations: { ok: ({ locale, shop }) => preferFavouriteCategories(shop, buildTeams(6, locale)) },
  sendTrackEvent: { ok: () => null },
};

/** Layout: brand info, footer navigation, 404 recommendations, tracking events. */
export function layoutHandlers(choice?: AreaScenario<'layout'>, shop?: MockShop) {
  return buildAreaHandlers(layoutEndpoints, layoutMocks, choice, shop);
}
