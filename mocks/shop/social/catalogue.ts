import { BRAND_SEEDS } from '../../fixtures/brands';
import { PRODUCT_SEEDS } from '../../fixtures/products';

/** Spec variants of a product carry the product's id plus one of these (travel size, gift set). */
const VARIANT_OFFSETS = [0, 1_000, 2_000] as const;

/**
 * The catalogue index of a team id (a product, or one of its spec variants), or undefined for an
 * id the shop does not sell. Unlike the fixtures' findTeamIndex it never falls back to product 0.
 */
export function productIndexOf(teamId: string | number | null | undefined): number | undefined {
  const id = Number(teamId);
  if (teamId === null || teamId === undefined || teamId === '' || !Number.isInteger(id)) return undefined;
  for (const offset of VARIANT_OFFSETS) {
    const index = PRODUCT_SEEDS.findIndex((seed) => seed.id === id - offset);
    if (index >= 0) return index;
  }
  return undefined;
}

/** The product id (not a spec variant's) of a team id, or undefined for an id the shop does not sell. */
export function productIdOf(teamId: string | number | null | undefined): string | undefined {
  const index = productIndexOf(teamId);
  return index === undefined ? undefined : String(PRODUCT_SEEDS[index]?.id);
}

/** The product id at a catalogue index. */
export function productIdAt(index: number): string {
  return String(PRODUCT_SEEDS[index]?.id ?? '');
}

/** A product's sale status in the catalogue (normal, sold_out, take_down). */
export function productStatusOf(index: number): 'normal' | 'sold_out' | 'take_down' {
  return PRODUCT_SEEDS[index]?.status ?? 'normal';
}

/** Likes a product had before this shop's accounts: a fixed number per product. */
export function productLikesBefore(index: number): number {
  return 1_023 + ((index * 211) % 997);
}

/** The catalogue index of a brand by its id, or undefined. */
export function brandIndexById(brandId: string | number | null | undefined): number | undefined {
  const index = BRAND_SEEDS.findIndex((seed) => String(seed.brand_id) === String(brandId ?? ''));
  return index >= 0 ? index : undefined;
}

/** The catalogue index of a brand by its sign, or undefined. */
export function brandIndexBySign(sign: string | null | undefined): number | undefined {
  const index = BRAND_SEEDS.findIndex((seed) => seed.sign === sign);
  return index >= 0 ? index : undefined;
}

/** The catalogue indexes of a brand's products. */
export function brandProductIndexes(brandIndex: number): number[] {
  return PRODUCT_SEEDS.flatMap((seed, index) => (seed.brand === brandIndex ? [index] : []));
}
