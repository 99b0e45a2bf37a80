import type { AddbuyOffer, CartDetail, CartEntry, SpecOption } from '../../../api';

/** A cart line as the page shows it. */
export interface CartLine {
  readonly cartId: string;
  readonly teamId: string;
  readonly name: string;
  readonly brandName?: string;
  readonly imageUrl: string;
  /** What one costs now (the special price when there is one). */
  readonly unitPrice: number;
  /** The struck-through price when a special price applies. */
  readonly originalPrice?: number;
  readonly quantity: number;
  /** spec §3 limitNum: the most one order may hold (none when the product sets no limit). */
  readonly limit?: number;
  readonly selected: boolean;
  readonly remark: string;
  /** The product page. */
  readonly href: string;
  /** The specification in the cart (size, shade), when the product has several. */
  readonly specName?: string;
  /** The specifications the line may be switched to (replace_team_spec); empty when there is no choice. */
  readonly specs: readonly CartSpec[];
}

/** A specification a cart line may be switched to. */
export interface CartSpec {
  readonly teamId: string;
  readonly name: string;
  readonly available: boolean;
}

/** A product a promotion offers at its add-buy price (spec §7 addbuy). */
export interface AddbuyItem {
  readonly teamId: string;
  readonly name: string;
  readonly brandName?: string;
  readonly imageUrl: string;
  readonly price: number;
  /** The usual price, struck through. */
  readonly originalPrice?: number;
  readonly href: string;
  /** Already among the cart's lines: nothing to add. */
  readonly inCart: boolean;
  /** Sold out or taken down: cannot be added. */
  readonly available: boolean;
}

/** The add-on deals of one promotion. */
export interface AddbuyDeal {
  readonly promotionId: string;
  readonly title: string | null;
  readonly items: readonly AddbuyItem[];
}

/** Lines that cannot be bought (taken down, or a group the server marks as not valid). */
export interface InvalidGroup {
  readonly key: string;
  readonly title: string | null;
  readonly lines: readonly CartLine[];
}

export interface CartModel {
  /** Lines of valid_product groups that are on sale. */
  readonly lines: readonly CartLine[];
  readonly invalid: readonly InvalidGroup[];
  /** The server's discount on the selected lines. */
  readonly discount: number;
  /** spec §3 shopcartnum, when the answer has it. */
  readonly shopCartNum: number | null;
  readonly bundleTips: string | null;
  /** Add-on deals offered with this cart. */
  readonly addbuy: readonly AddbuyDeal[];
}

export const VALID_GROUP = 'valid_product';
const TAKEN_DOWN_KEY = 'take_down';

export const emptyCart: CartModel = { lines: [], invalid: [], discount: 0, shopCartNum: 0, bundleTips: null, addbuy: [] };

const SOLD_OUT_STATUSES: ReadonlySet<string> = new Set(['take_down', 'sold_out']);

function toCartSpec(spec: SpecOption): CartSpec {
  return { teamId: spec.team_id, name: spec.name, available: !SOLD_OUT_STATUSES.has(spec.status ?? '') };
}

export function toCartLine(entry: CartEntry): CartLine {
  const { team } = entry;
  const special = team.ui_team_price_info?.special_price;
  const hasSpecial = special !== undefined && special !== null && special > 0 && special < team.team_price;
  const limit = team.limitNum !== undefined && team.limitNum !== null && team.limitNum > 0 ? team.limitNum : undefined;
  return {
    cartId: entry.cart_id,
    teamId: team.id,
    name: team.product,
    ...(team.brand_name ? { brandName: team.brand_name } : {}),
    imageUrl: team.image1,
    unitPrice: hasSpecial ? special : team.team_price,
    ...(hasSpecial ? { originalPrice: team.team_price } : {}),
    quantity: Math.max(1, entry.quantity),
    ...(limit !== undefined ? { limit } : {}),
    selected: entry.selected,
    remark: entry.special_remark ?? '',
    href: `/m/${team.brand_id ?? 'item'}/${team.id}.html`,
    ...(entry.spec_name ? { specName: entry.spec_name } : {}),
    specs: entry.specs.length > 1 ? entry.specs.map(toCartSpec) : [],
  };
}

function toAddbuyDeal(offer: AddbuyOffer, inCart: ReadonlySet<string>): AddbuyDeal {
  return {
    promotionId: offer.promotion_mgr_id,
    title: offer.title ?? null,
    items: offer.list.map(({ team, addbuy_price: price }) => ({
      teamId: team.id,
      name: team.product,
      ...(team.brand_name ? { brandName: team.brand_name } : {}),
      imageUrl: team.image1,
      price,
      ...(price < team.team_price ? { originalPrice: team.team_price } : {}),
      href: `/m/${team.brand_id ?? 'item'}/${team.id}.html`,
      inCart: inCart.has(team.id),
      available: team.status !== 'take_down' && team.buy_btn_status !== 0,
    })),
  };
}

/** The cart answer as the page's model: valid lines apart from taken-down ones and invalid groups. */
export function toCartModel(detail: CartDetail): CartModel {
  const lines: CartLine[] = [];
  const invalid: InvalidGroup[] = [];
  const takenDown: CartLine[] = [];
  for (const group of detail.groups) {
    if (group.type === VALID_GROUP) {
      for (const entry of group.list) (entry.team.status === 'take_down' ? takenDown : lines).push(toCartLine(entry));
    } else if (group.list.length > 0) {
      invalid.push({ key: group.type, title: group.title ?? null, lines: group.list.map(toCartLine) });
    }
  }
  if (takenDown.length > 0) invalid.unshift({ key: TAKEN_DOWN_KEY, title: null, lines: takenDown });
  const inCart = new Set(lines.map((line) => line.teamId));
  return {
    lines,
    invalid,
    discount: detail.discount_price ?? 0,
    shopCartNum: detail.shopcartnum ?? null,
    bundleTips: detail.bundle_tips ?? null,
    addbuy: detail.addbuy.map((offer) => toAddbuyDeal(offer, inCart)).filter((deal) => deal.items.length > 0),
  };
}

export interface CartTotals {
  /** Selected lines. */
  readonly selectedCount: number;
  /** Pieces in the selected lines. */
  readonly selectedPieces: number;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly allSelected: boolean;
  readonly someSelected: boolean;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The totals of the selected lines, worked out from what is shown (so an optimistic change is
 * reflected at once); the discount is the server's, and only applies while something is selected.
 */
export function cartTotals(cart: CartModel): CartTotals {
  const selected = cart.lines.filter((line) => line.selected);
  const subtotal = cents(selected.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const discount = selected.length > 0 ? Math.min(cart.discount, subtotal) : 0;
  return {
    selectedCount: selected.length,
    selectedPieces: selected.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    total: cents(subtotal - discount),
    allSelected: cart.lines.length > 0 && selected.length === cart.lines.length,
    someSelected: selected.length > 0 && selected.length < cart.lines.length,
  };
}
