import type { CartDetail, CartEntry } from '../../../api';

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
}

export const VALID_GROUP = 'valid_product';
const TAKEN_DOWN_KEY = 'take_down';

export const emptyCart: CartModel = { lines: [], invalid: [], discount: 0, shopCartNum: 0, bundleTips: null };

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
  return {
    lines,
    invalid,
    discount: detail.discount_price ?? 0,
    shopCartNum: detail.shopcartnum ?? null,
    bundleTips: detail.bundle_tips ?? null,
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
