import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { productIdAt, productIdOf, productIndexOf, productLikesBefore } from './catalogue';
import { unknown } from './socialFailures';

/** A user's favourite product ids, newest first (empty for a user with none). */
export function favouritesOf(state: ShopState, ownerId: number): readonly string[] {
  return state.social.favourites[ownerId] ?? [];
}

/**
 * Adds products to a user's favourites: to the front, in the order given, without duplicates (one
 * already there moves to the front). A spec variant counts as its product; ids the shop does not
 * sell are left out. It does not move the clock: the write that calls it (the cart's "move to
 * favourites", a like) does.
 */
export function addFavourites(state: ShopState, ownerId: number, teamIds: readonly string[]): void {
  const added = [...new Set(teamIds.map(productIdOf).filter((id): id is string => id !== undefined))];
  const kept = favouritesOf(state, ownerId).filter((id) => !added.includes(id));
  state.social.favourites[ownerId] = [...added, ...kept];
}

/** Takes a product out of a user's favourites. */
export function removeFavourite(state: ShopState, ownerId: number, productId: string): void {
  state.social.favourites[ownerId] = favouritesOf(state, ownerId).filter((id) => id !== productId);
}

/** A product's like answer: whether the viewer likes it (it is in their favourites) and how many do. */
export interface ProductLikeState {
  readonly is_liked: 0 | 1;
  readonly like_count: number;
}

/** The like state of the product at a catalogue index, for a viewer (null: a guest). */
export function productLikeState(state: ShopState, productIndex: number, viewer: number | null): ProductLikeState {
  const id = productIdAt(productIndex);
  const holders = Object.values(state.social.favourites).filter((ids) => ids.includes(id)).length;
  const liked = viewer !== null && favouritesOf(state, viewer).includes(id);
  return { is_liked: liked ? 1 : 0, like_count: productLikesBefore(productIndex) + holders };
}

/**
 * likeProduct: toggles a product in the signed-in user's favourites (a like is a favourite; the
 * favourites page removes with it). The count moves by one. Refused: a guest (401), a product the
 * shop does not sell (404).
 */
export function likeProduct(state: ShopState, input: { team_id?: string }): ShopOutcome<ProductLikeState> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const index = productIndexOf(input.team_id);
  if (index === undefined) return unknown('product');
  const id = productIdAt(index);
  if (favouritesOf(state, userId).includes(id)) removeFavourite(state, userId, id);
  else addFavourites(state, userId, [id]);
  tick(state.clock);
  return productLikeState(state, index, userId);
}
