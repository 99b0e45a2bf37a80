import type { MockLocale } from '../../fixtures/locale';
import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import { addFavourites } from '../social/favourites';
import type { ShopState } from '../state';
import { addbuyDeals, ADDBUY_MINIMUM_SPEND, catalogueTeam } from './catalogue';
import {
  buyableTeam,
  cartOf,
  checkQuantity,
  checkWithinLimits,
  findLine,
  isCartFull,
  lineIsValid,
  maxQuantity,
  newLine,
  regularLineOf,
} from './cartLines';
import { lineUnitPrice, renderCartEntry } from './cartView';
import { currentOwner, type OwnerKey } from './owners';
import type { CartLineRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** How many lines the cart-full answer offers to replace (the oldest ones). */
export const REPLACEABLE_COUNT = 3;
/** The longest special remark kept. */
export const REMARK_MAX_LENGTH = 200;

/** spec §4 cart full: errcode 1 with data.list, the lines that may be replaced (oldest first). */
export function cartFullFailure(state: ShopState, owner: OwnerKey, locale: MockLocale = 'th_TH'): ShopFailure {
  const list = cartOf(state, owner)
    .slice(0, REPLACEABLE_COUNT)
    .map((line) => renderCartEntry(line, locale));
  return refuse('cartFull', SHOPPING_MESSAGES.cartFull, { data: { list } });
}

/** What an add names: a team and how many; `locale` is the language of a cart-full answer's list. */
export interface AddInput {
  readonly teamId?: string | undefined;
  readonly quantity?: number | undefined;
  readonly locale?: MockLocale | undefined;
}

/**
 * Puts `quantity` of a team in the owner's cart: onto its line (selected again), else as a new
 * line. Refused: unknown or taken-down product, no stock, above limitNum or the stock (counting what
 * the line holds), and a new line in a full cart.
 */
function putInCart(state: ShopState, owner: OwnerKey, input: AddInput): ShopOutcome<CartLineRecord> {
  const team = buyableTeam(state, input.teamId);
  if (isFailure(team)) return team;
  const quantity = checkQuantity(input.quantity ?? 1);
  if (isFailure(quantity)) return quantity;
  const existing = regularLineOf(state, owner, team.teamId);
  if (existing) {
    const refused = checkWithinLimits(state, team, existing.quantity + quantity);
    if (refused) return refused;
    existing.quantity += quantity;
    existing.selected = 1;
    return existing;
  }
  const refused = checkWithinLimits(state, team, quantity);
  if (refused) return refused;
  if (isCartFull(state, owner)) return cartFullFailure(state, owner, input.locale);
  const line = newLine(state, team.teamId, quantity);
  if (isFailure(line)) return line;
  cartOf(state, owner).push(line);
  return line;
}

/** Runs a change to the owner's cart all or nothing: a refusal leaves the cart as it was. */
function atomically<T>(state: ShopState, owner: OwnerKey, change: () => ShopOutcome<T>): ShopOutcome<T> {
  const before = structuredClone(cartOf(state, owner));
  const result = change();
  if (isFailure(result)) state.shopping.carts[owner] = before;
  else tick(state.clock);
  return result;
}

/** action buy: add to cart (a guest's cart or the account's). */
export function addToCart(state: ShopState, input: AddInput): ShopOutcome<CartLineRecord> {
  const owner = currentOwner(state);
  return atomically(state, owner, () => putInCart(state, owner, input));
}

/**
 * action replace_and_buy (after the cart-full answer): when the cart is full and the product needs
 * a new line, the oldest line makes room for it; otherwise it is an add.
 */
export function replaceAndBuy(state: ShopState, input: AddInput & { readonly replaceCartId?: string | undefined }): ShopOutcome<CartLineRecord> {
  const owner = currentOwner(state);
  return atomically(state, owner, () => {
    const team = buyableTeam(state, input.teamId);
    if (isFailure(team)) return team;
    const cart = cartOf(state, owner);
    if (!regularLineOf(state, owner, team.teamId) && isCartFull(state, owner)) {
      const named = cart.findIndex((line) => line.cart_id === input.replaceCartId);
      cart.splice(named >= 0 ? named : 0, 1);
    }
    return putInCart(state, owner, input);
  });
}

/** action add_cart_list: several products at once (the same quantity each), all or none. */
export function addListToCart(state: ShopState, input: { readonly teamIds: readonly string[]; readonly quantity?: number | undefined; readonly locale?: MockLocale | undefined }): ShopOutcome<CartLineRecord[]> {
  const owner = currentOwner(state);
  if (input.teamIds.length === 0) return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
  return atomically(state, owner, () => {
    const lines: CartLineRecord[] = [];
    for (const teamId of input.teamIds) {
      const line = putInCart(state, owner, { teamId, quantity: input.quantity, locale: input.locale });
      if (isFailure(line)) return line;
      lines.push(line);
    }
    return lines;
  });
}

/** action update_quantity: from 1 to the product's limitNum and the stock (an add-on deal: one). */
export function updateQuantity(state: ShopState, input: { readonly cartId?: string | undefined; readonly quantity?: number | undefined }): ShopOutcome<CartLineRecord> {
  const line = findLine(state, currentOwner(state), input.cartId);
  if (isFailure(line)) return line;
  const quantity = checkQuantity(input.quantity);
  if (isFailure(quantity)) return quantity;
  const team = catalogueTeam(line.team_id);
  if (!team) return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
  if (line.addbuy && quantity > 1) return refuse('overLimit', SHOPPING_MESSAGES.overLimit);
  const refused = checkWithinLimits(state, team, quantity);
  if (refused) return refused;
  line.quantity = quantity;
  tick(state.clock);
  return line;
}

/** The named lines of the owner's cart, or the refusal for one that is not there. */
function namedLines(state: ShopState, owner: OwnerKey, cartIds: readonly string[]): ShopOutcome<CartLineRecord[]> {
  if (cartIds.length === 0) return refuse('notFound', SHOPPING_MESSAGES.lineNotFound);
  const lines: CartLineRecord[] = [];
  for (const cartId of new Set(cartIds)) {
    const line = findLine(state, owner, cartId);
    if (isFailure(line)) return line;
    lines.push(line);
  }
  return lines;
}

function removeLines(state: ShopState, owner: OwnerKey, gone: readonly CartLineRecord[]): void {
  state.shopping.carts[owner] = cartOf(state, owner).filter((line) => !gone.includes(line));
}

/** action delete: the named lines leave the cart (all of them, or none when one is not there). */
export function deleteLines(state: ShopState, input: { readonly cartIds: readonly string[] }): ShopOutcome<CartLineRecord[]> {
  const owner = currentOwner(state);
  const lines = namedLines(state, owner, input.cartIds);
  if (isFailure(lines)) return lines;
  removeLines(state, owner, lines);
  tick(state.clock);
  return lines;
}

/** action move_to_like: the lines' products join the account's favourites and leave the cart (a guest: 401). */
export function moveToFavourites(state: ShopState, input: { readonly cartIds: readonly string[] }): ShopOutcome<CartLineRecord[]> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const owner = currentOwner(state);
  const lines = namedLines(state, owner, input.cartIds);
  if (isFailure(lines)) return lines;
  const productIds = lines.map((line) => catalogueTeam(line.team_id)?.baseId ?? line.team_id);
  addFavourites(state, account.user.id, productIds);
  removeLines(state, owner, lines);
  tick(state.clock);
  return lines;
}

/** action update_check_status: selects a line (one that cannot be bought cannot be selected). */
export function selectLine(state: ShopState, input: { readonly cartId?: string | undefined; readonly selected: boolean }): ShopOutcome<CartLineRecord> {
  const line = findLine(state, currentOwner(state), input.cartId);
  if (isFailure(line)) return line;
  if (input.selected && !lineIsValid(state, line)) return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
  line.selected = input.selected ? 1 : 0;
  tick(state.clock);
  return line;
}

/** action update_check_status_all: selects (or clears) every line that can be bought. */
export function selectAllLines(state: ShopState, input: { readonly selected: boolean }): CartLineRecord[] {
  const lines = cartOf(state, currentOwner(state));
  for (const line of lines) line.selected = input.selected && lineIsValid(state, line) ? 1 : 0;
  tick(state.clock);
  return lines;
}

/** action update_special_remark: the shopper's note on a line (trimmed, at most 200 characters; empty clears it). */
export function setRemark(state: ShopState, input: { readonly cartId?: string | undefined; readonly remark?: string | undefined }): ShopOutcome<CartLineRecord> {
  const line = findLine(state, currentOwner(state), input.cartId);
  if (isFailure(line)) return line;
  const remark = [...(input.remark ?? '').trim()].slice(0, REMARK_MAX_LENGTH).join('');
  line.special_remark = remark === '' ? null : remark;
  tick(state.clock);
  return line;
}

/**
 * action replace_team_spec: the line switches to another specification of its product (at that
 * specification's price); onto a line that already holds it, the quantities add up.
 */
export function replaceSpec(state: ShopState, input: { readonly cartId?: string | undefined; readonly teamId?: string | undefined }): ShopOutcome<CartLineRecord> {
  const owner = currentOwner(state);
  const line = findLine(state, owner, input.cartId);
  if (isFailure(line)) return line;
  const current = catalogueTeam(line.team_id);
  const target = catalogueTeam(input.teamId);
  if (!current || !target || line.addbuy !== null || target.baseId !== current.baseId) return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
  if (target.teamId === current.teamId) return line;
  const buyable = buyableTeam(state, target.teamId);
  if (isFailure(buyable)) return buyable;
  const other = regularLineOf(state, owner, target.teamId);
  const quantity = line.quantity + (other?.quantity ?? 0);
  const refused = checkWithinLimits(state, target, quantity);
  if (refused) return refused;
  if (other) {
    other.quantity = quantity;
    removeLines(state, owner, [line]);
  } else {
    line.team_id = target.teamId;
  }
  tick(state.clock);
  return other ?? line;
}

/**
 * action addbuy: one piece of an add-on deal at its price, once per cart, when the selected lines
 * (at their own prices) reach the deal's ฿500.
 */
export function addAddbuy(
  state: ShopState,
  input: { readonly teamId?: string | undefined; readonly quantity?: number | undefined; readonly promotionId?: string | undefined; readonly locale?: MockLocale | undefined },
): ShopOutcome<CartLineRecord> {
  const owner = currentOwner(state);
  const deal = addbuyDeals().find((candidate) => candidate.teamId === input.teamId && (input.promotionId === undefined || candidate.promotionId === input.promotionId));
  if (!deal) return refuse('addbuy', SHOPPING_MESSAGES.addbuyNotOffered);
  if ((input.quantity ?? 1) !== 1) return refuse('overLimit', SHOPPING_MESSAGES.overLimit);
  const cart = cartOf(state, owner);
  if (cart.some((line) => line.addbuy !== null && line.team_id === deal.teamId)) return refuse('addbuy', SHOPPING_MESSAGES.addbuyTaken);
  const spend = cart
    .filter((line) => line.addbuy === null && line.selected === 1 && lineIsValid(state, line))
    .reduce((sum, line) => sum + lineUnitPrice(line) * line.quantity, 0);
  if (spend < ADDBUY_MINIMUM_SPEND) return refuse('addbuy', SHOPPING_MESSAGES.addbuyMinimum);
  const team = buyableTeam(state, deal.teamId);
  if (isFailure(team)) return team;
  if (isCartFull(state, owner)) return cartFullFailure(state, owner, input.locale);
  const line = newLine(state, deal.teamId, 1, { price: deal.price, promotion_mgr_id: deal.promotionId });
  if (isFailure(line)) return line;
  cart.push(line);
  tick(state.clock);
  return line;
}

/**
 * Puts up to `quantity` of a team in the owner's cart without refusing: as much as limitNum and
 * the stock allow, nothing for a product that cannot be bought or a new line in a full cart.
 * Answers the pieces added (repurchase and the guest cart joining at sign-in use it).
 */
export function addWhatFits(state: ShopState, owner: OwnerKey, teamId: string, quantity: number): number {
  const team = buyableTeam(state, teamId);
  if (isFailure(team) || quantity < 1) return 0;
  const existing = regularLineOf(state, owner, team.teamId);
  const room = maxQuantity(state, team) - (existing?.quantity ?? 0);
  const added = Math.min(room, Math.floor(quantity));
  if (added <= 0) return 0;
  if (existing) {
    existing.quantity += added;
    return added;
  }
  if (isCartFull(state, owner)) return 0;
  const line = newLine(state, team.teamId, added);
  if (isFailure(line)) return 0;
  cartOf(state, owner).push(line);
  return added;
}
