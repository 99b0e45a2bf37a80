import type { MockLocale } from '../../fixtures/locale';
import { mockRequestOf, type MockRequest } from '../../handlers/core';
import type { ShopState } from '../state';

/** A mock request on a state, for the slice's tests: parameters as text, a language (Thai by default). */
export function testRequest(shop: ShopState, params: Record<string, string> = {}, locale: MockLocale = 'th_TH'): MockRequest {
  return mockRequestOf(shop, params, locale);
}
