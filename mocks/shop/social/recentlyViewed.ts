import { tick } from '../clock';
import type { ShopState } from '../state';
import { productIdOf } from './catalogue';

/** How many products "recently viewed" keeps per user (the oldest go first). */
export const RECENTLY_VIEWED_LIMIT = 10;

/** The product ids a user has viewed, newest first. */
export function recentlyViewedOf(state: ShopState, userId: number): readonly string[] {
  return state.social.recentlyViewed[userId] ?? [];
}

/**
 * Records that a signed-in user read a product's detail: to the front, once, at most
 * RECENTLY_VIEWED_LIMIT kept. A guest's reads and ids outside the catalogue are not recorded.
 */
export function recordView(state: ShopState, userId: number | null, teamId: string): void {
  const id = productIdOf(teamId);
  if (userId === null || id === undefined) return;
  const others = recentlyViewedOf(state, userId).filter((held) => held !== id);
  state.social.recentlyViewed[userId] = [id, ...others].slice(0, RECENTLY_VIEWED_LIMIT);
  tick(state.clock);
}

/** clearRecentlyViewed: empties the user's recently viewed products (clearing an empty list is fine). */
export function clearRecentlyViewed(state: ShopState, userId: number): Record<string, never> {
  state.social.recentlyViewed[userId] = [];
  tick(state.clock);
  return {};
}
