import { layoutEndpoints } from '../../src/api/endpoints/layout';
import { buildBrandInfoBody } from '../fixtures/brands';
import { buildFooterNav } from '../fixtures/layout';
import { buildTeams } from '../fixtures/products';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const layoutMocks: AreaMocks<'layout'> = {
  getBrandInfo: {
    ok: ({ params, locale }) => buildBrandInfoBody(params.sign, locale).data,
    extra: ({ params, locale }) => ({ header_info: buildBrandInfoBody(params.sign, locale).header_info }),
  },
  getFooterNav: { ok: ({ locale }) => buildFooterNav(locale) },
  getNotFoundRecommendations: { ok: ({ locale }) => buildTeams(6, locale) },
  sendTrackEvent: { ok: () => null },
};

/** Layout: brand info, footer navigation, 404 recommendations, tracking events. */
export function layoutHandlers(choice?: AreaScenario<'layout'>) {
  return buildAreaHandlers(layoutEndpoints, layoutMocks, choice);
}
