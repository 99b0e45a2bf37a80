import { buildAddbuyOffer } from '../../fixtures/cart';
import { buildTeam, PRODUCT_SEEDS, productSeed } from '../../fixtures/products';

/**
 * The shop's products as the cart and orders see them: every product seed in three
 * specifications — its own team (regular size), a travel size (team id + 1000, 40 % of the price)
 * and a gift set (team id + 2000, never in stock) — as the fixtures' spec lists name them.
 */
export type Variant = 'regular' | 'travel' | 'gift';

export interface CatalogueTeam {
  /** The team id asked for (a variant's own id). */
  readonly teamId: string;
  /** The product seed's index (the fixture builders take it). */
  readonly index: number;
  /** The product's own team id (the regular size). */
  readonly baseId: string;
  readonly variant: Variant;
  /** What one piece costs: the special price when there is one, else the price. */
  readonly unitPrice: number;
  /** The team's status (spec §3): normal, sold_out or take_down. */
  readonly status: 'normal' | 'sold_out' | 'take_down';
  /** How many of it one cart may hold (spec §3 limitNum). */
  readonly limit: number;
}

const VARIANT_OFFSET: Readonly<Record<Variant, number>> = { regular: 0, travel: 1_000, gift: 2_000 };
const TRAVEL_SHARE = 0.4;

/** The product, specification and price of a team id, or undefined for an id the shop does not sell. */
export function catalogueTeam(teamId: string | undefined): CatalogueTeam | undefined {
  const id = Number(teamId);
  if (!Number.isInteger(id)) return undefined;
  for (const variant of ['regular', 'travel', 'gift'] as const) {
    const index = PRODUCT_SEEDS.findIndex((seed) => seed.id + VARIANT_OFFSET[variant] === id);
    if (index < 0) continue;
    const seed = productSeed(index);
    const limit = Number(buildTeam(index).limitNum ?? 0);
    const baseId = String(seed.id);
    if (variant === 'regular') {
      return { teamId: baseId, index, baseId, variant, unitPrice: seed.special ?? seed.price, status: seed.status ?? 'normal', limit };
    }
    if (variant === 'travel') {
      const status = seed.status === 'take_down' ? 'take_down' : 'normal';
      return { teamId: String(id), index, baseId, variant, unitPrice: Math.round(seed.price * TRAVEL_SHARE), status, limit };
    }
    return { teamId: String(id), index, baseId, variant, unitPrice: seed.special ?? seed.price, status: 'sold_out', limit };
  }
  return undefined;
}

/** Units in stock of every team the shop sells: 50 of a product, 20 travel sizes, no gift sets. */
export function seedStock(): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const seed of PRODUCT_SEEDS) {
    const sellable = seed.status === undefined || seed.status === 'normal';
    stock[String(seed.id)] = sellable ? 50 : 0;
    stock[String(seed.id + VARIANT_OFFSET.travel)] = seed.status === 'take_down' ? 0 : 20;
    stock[String(seed.id + VARIANT_OFFSET.gift)] = 0;
  }
  return stock;
}

/** One add-on deal: a team at its add-buy price, in a promotion. */
export interface AddbuyDeal {
  readonly promotionId: string;
  readonly teamId: string;
  readonly price: number;
}

/** The add-on deals the cart offers (the fixture's offer), and the selected spend they need. */
export const ADDBUY_MINIMUM_SPEND = 500;

export function addbuyDeals(): AddbuyDeal[] {
  const offer = buildAddbuyOffer('th_TH');
  return offer.list.map((item) => ({ promotionId: String(offer.promotion_mgr_id), teamId: String(item.team.id), price: Number(item.addbuy_price) }));
}
