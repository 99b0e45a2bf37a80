import type { z } from 'zod';
import type { flagshipInfoSchema } from '../../../src/api/schemas/brand';
import { buildFlagshipInfo } from '../../fixtures/brands';
import type { MockLocale } from '../../fixtures/locale';
import type { ShopState } from '../state';
import { viewerId } from './account';
import { brandIndexBySign } from './catalogue';
import { followState } from './follows';

/** The brand a page's sign names; an unknown sign answers the first brand, as the fixtures always have. */
export function brandIndexForPage(sign: string | undefined): number {
  return brandIndexBySign(sign) ?? 0;
}

/** A brand's flagship block for the viewer: following or not, and the follower count with the shop's accounts. */
export function brandFlagship(state: ShopState, brandIndex: number, locale: MockLocale): z.input<typeof flagshipInfoSchema> {
  const follow = followState(state, brandIndex, viewerId(state));
  return { ...buildFlagshipInfo(brandIndex, locale, follow.is_following === 1), following_count: String(follow.following_count) };
}
