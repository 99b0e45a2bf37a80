import type { ShopState } from '../state';
import { favouriteCategories } from './beautyProfileOps';

/** The classify categories of each product (fixtures/products seeds): its category, then its sub-category where one fits. */
export const PRODUCT_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  '50001': ['1', '11'],
  '50002': ['1'],
  '50003': ['1'],
  '50004': ['1'],
  '50005': ['1', '12'],
  '50006': ['1', '12'],
  '50007': ['2', '21'],
  '50008': ['2'],
  '50009': ['1'],
  '50010': ['1'],
  '50011': ['2'],
  '50012': ['1', '12'],
};

/** The categories of a team (a travel size or gift set, ids + 1000 / + 2000, is its product's). */
export function categoriesOfTeam(teamId: string | number): readonly string[] {
  const id = Number(teamId);
  for (const offset of [0, 1_000, 2_000]) {
    const found = PRODUCT_CATEGORIES[String(id - offset)];
    if (found) return found;
  }
  return [];
}

/**
 * Recommended products for the session: once the signed-in shopper has saved favourite categories
 * (the beauty profile), the products of those categories come first; the order within each part is
 * kept. A guest, or a shopper without favourites, gets the list as it was.
 */
export function preferFavouriteCategories<T extends { readonly id: string | number }>(state: ShopState, teams: readonly T[]): T[] {
  const favourites = new Set(favouriteCategories(state));
  if (favourites.size === 0) return [...teams];
  const isFavoured = (team: T) => categoriesOfTeam(team.id).some((category) => favourites.has(category));
  return [...teams.filter(isFavoured), ...teams.filter((team) => !isFavoured(team))];
}
