import { cartEntrySchema, type CartEntry } from '../../../src/api';
import type { AddToCartContext, CartItem } from '../../../src/machines/addToCart';
import { buildCartEntry } from '../../../mocks/fixtures/cart';
import type { MockLocale } from '../../../mocks/fixtures/locale';

/** A fixed instant for last_bundle_tip_time (stories never read the clock). */
export const STORY_NOW = Date.UTC(2025, 2, 14, 3, 30);

export const lipTint: CartItem = { team_id: '50001', quantity: 1, status: 'normal', source: 'product_detail' };
export const takenDown: CartItem = { ...lipTint, team_id: '50009', status: 'take_down' };

export function replaceable(locale: MockLocale = 'th_TH'): CartEntry[] {
  return [0, 1, 2].map((i) => cartEntrySchema.parse(buildCartEntry(i, locale)));
}

export function addContext(overrides: Partial<AddToCartContext> = {}): AddToCartContext {
  return {
    item: lipTint,
    isLogin: true,
    inApp: false,
    bundle: { no_need_bundle_tip: false, last_bundle_tip_time: null },
    at: STORY_NOW,
    replaceable: [],
    captchaRounds: 0,
    ...overrides,
  };
}
