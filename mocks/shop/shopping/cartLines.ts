import { SHOP_LIMITS } from '../limits';
import { isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { catalogueTeam, type CatalogueTeam } from './catalogue';
import type { OwnerKey } from './owners';
import type { CartLineRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** The first cart line id a session hands out (the fixtures' lines are 70001–70004). */
export const FIRST_CART_LINE_ID = 70_101;

/** The owner's cart lines, oldest first (created empty on first use). */
export function cartOf(state: ShopState, owner: OwnerKey): CartLineRecord[] {
  const carts = state.shopping.carts;
  carts[owner] ??= [];
  return carts[owner];
}

/**
 * spec §3 shopcartnum: the pieces in the cart, the sum of every line's quantity (valid or not), so
 * two of a serum count two. Never below zero; 0 for an empty cart.
 */
export function cartCount(state: ShopState, owner: OwnerKey): number {
  return (state.shopping.carts[owner] ?? []).reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

export function stockOf(state: ShopState, teamId: string): number {
  return state.shopping.stock[teamId] ?? 0;
}

/** Whether a line can be bought now (its product sold, in stock): else it shows as unavailable. */
export function lineIsValid(state: ShopState, line: CartLineRecord): boolean {
  const team = catalogueTeam(line.team_id);
  return team !== undefined && team.status === 'normal' && stockOf(state, line.team_id) > 0;
}

/** The product of a team id the shopper may put in a cart, or why not. */
export function buyableTeam(state: ShopState, teamId: string | undefined): ShopOutcome<CatalogueTeam> {
  const team = catalogueTeam(teamId);
  if (!team || team.status === 'take_down') return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
  if (team.status === 'sold_out' || stockOf(state, team.teamId) <= 0) return refuse('outOfStock', SHOPPING_MESSAGES.outOfStock);
  return team;
}

/** A quantity as the cart takes it: a whole number from 1. */
export function checkQuantity(quantity: number | undefined): ShopOutcome<number> {
  return quantity !== undefined && Number.isInteger(quantity) && quantity >= 1 ? quantity : refuse('badQuantity', SHOPPING_MESSAGES.badQuantity);
}

/** Refuses a cart quantity above the product's limitNum or the stock left. */
export function checkWithinLimits(state: ShopState, team: CatalogueTeam, quantity: number): ShopFailure | undefined {
  if (quantity > team.limit) return refuse('overLimit', SHOPPING_MESSAGES.overLimit);
  if (quantity > stockOf(state, team.teamId)) return refuse('outOfStock', SHOPPING_MESSAGES.outOfStock);
  return undefined;
}

/** The most of a team one cart line may hold now: its limitNum and the stock left. */
export function maxQuantity(state: ShopState, team: CatalogueTeam): number {
  return Math.min(team.limit, stockOf(state, team.teamId));
}

export function isCartFull(state: ShopState, owner: OwnerKey): boolean {
  return cartOf(state, owner).length >= SHOP_LIMITS.maxCartLines;
}

/** The owner's line at the product's own price for a team (add-on deal lines are apart). */
export function regularLineOf(state: ShopState, owner: OwnerKey, teamId: string): CartLineRecord | undefined {
  return cartOf(state, owner).find((line) => line.team_id === teamId && line.addbuy === null);
}

export function findLine(state: ShopState, owner: OwnerKey, cartId: string | undefined): ShopOutcome<CartLineRecord> {
  const line = cartOf(state, owner).find((candidate) => candidate.cart_id === cartId);
  return line ?? refuse('notFound', SHOPPING_MESSAGES.lineNotFound);
}

/** A new selected line (not yet in the cart), with a fresh id. */
export function newLine(state: ShopState, teamId: string, quantity: number, addbuy: CartLineRecord['addbuy'] = null): ShopOutcome<CartLineRecord> {
  const id = newId(state, 'cartLine', FIRST_CART_LINE_ID);
  if (isFailure(id)) return id;
  return { cart_id: String(id), team_id: teamId, quantity, selected: 1, special_remark: null, addbuy };
}
