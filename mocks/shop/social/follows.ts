import { BRAND_SEEDS } from '../../fixtures/brands';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { brandIndexById } from './catalogue';
import { invalid, unknown } from './socialFailures';

/** A brand's follow answer for a viewer: whether they follow it and how many do. */
export interface FollowState {
  readonly is_following: 0 | 1;
  readonly following_count: number;
}

/** Whether a user follows a brand. */
export function isFollowing(state: ShopState, userId: number | null, brandId: number): boolean {
  return userId !== null && (state.social.follows[userId] ?? []).includes(brandId);
}

/** The follow state of the brand at a catalogue index: its followers before the shop plus the accounts that follow it. */
export function followState(state: ShopState, brandIndex: number, viewer: number | null): FollowState {
  const brand = BRAND_SEEDS[brandIndex];
  if (!brand) return { is_following: 0, following_count: 0 };
  const followers = Object.values(state.social.follows).filter((ids) => ids.includes(brand.brand_id)).length;
  return { is_following: isFollowing(state, viewer, brand.brand_id) ? 1 : 0, following_count: brand.following + followers };
}

const BAD_ACTION = { th: 'คำสั่งติดตามไม่ถูกต้อง', en: 'The follow action must be follow or unfollow.', zh: '关注操作无效。' };

/**
 * followBrand: follow or unfollow a brand (without an action: toggle). Following twice or
 * unfollowing a brand not followed changes nothing. Refused: a guest (401), an unknown brand (404),
 * an action other than follow/unfollow (errcode 1).
 */
export function followBrand(state: ShopState, input: { brand_id?: string; action?: string }): ShopOutcome<FollowState> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const index = brandIndexById(input.brand_id);
  const brand = index === undefined ? undefined : BRAND_SEEDS[index];
  if (index === undefined || !brand) return unknown('brand');
  if (input.action !== undefined && input.action !== 'follow' && input.action !== 'unfollow') return invalid(BAD_ACTION);
  const following = isFollowing(state, userId, brand.brand_id);
  const follow = input.action === undefined ? !following : input.action === 'follow';
  const others = (state.social.follows[userId] ?? []).filter((id) => id !== brand.brand_id);
  state.social.follows[userId] = follow ? [...others, brand.brand_id] : others;
  tick(state.clock);
  return followState(state, index, userId);
}
