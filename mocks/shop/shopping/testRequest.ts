import type { MockLocale } from '../../fixtures/locale';
import { mockRequestOf, type EndpointMock } from '../../handlers/core';
import type { ShopState } from '../state';

/** Tests: what an endpoint's mock answers `ok` for these parameters (data or a ShopFailure). */
export function answer(mock: EndpointMock | undefined, shop: ShopState, params: Readonly<Record<string, string>> = {}, locale: MockLocale = 'th_TH'): unknown {
  if (!mock) throw new Error('no such mock');
  return mock.ok(mockRequestOf(shop, params, locale));
}
