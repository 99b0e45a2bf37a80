import type { z } from 'zod';
import type { similarProductsSchema } from '../../../src/api/schemas/product';
import type { MockLocale } from '../../fixtures/locale';
import { buildTeam, PRODUCT_SEEDS } from '../../fixtures/products';
import type { ShopOutcome } from '../failure';
import { categoriesOfTeam } from '../account/recommendations';
import { productIdAt, productIndexOf, productStatusOf } from './catalogue';
import { unknown } from './socialFailures';

/** How many similar products the answer holds at most. */
export const SIMILAR_PRODUCTS_LIMIT = 8;

/**
 * getSimilarProducts (team_id): the product, then the other catalogue products that share its
 * brand or one of its categories (those of the same brand first). An id outside the catalogue
 * answers 404; taken-down products are left out. A spec variant counts as its product.
 */
export function similarProducts(teamId: string | undefined, locale: MockLocale): ShopOutcome<z.input<typeof similarProductsSchema>> {
  const index = productIndexOf(teamId);
  if (index === undefined) return unknown('product');
  const seed = PRODUCT_SEEDS[index];
  const categories = new Set(categoriesOfTeam(productIdAt(index)));
  const others = PRODUCT_SEEDS.flatMap((other, at) => (at === index || productStatusOf(at) === 'take_down' ? [] : [{ other, at }]));
  const sameBrand = others.filter(({ other }) => other.brand === seed?.brand);
  const sameCategory = others.filter(({ other, at }) => other.brand !== seed?.brand && categoriesOfTeam(productIdAt(at)).some((id) => categories.has(id)));
  const list = [...sameBrand, ...sameCategory].slice(0, SIMILAR_PRODUCTS_LIMIT).map(({ at }) => buildTeam(at, locale));
  return { team: buildTeam(index, locale), list };
}
