import type { z } from 'zod';
import type { teamDetailSchema, teamSchema } from '../../../src/api/schemas/product';
import type { MockLocale } from '../../fixtures/locale';
import { buildTeam, buildTeamDetail, findTeamIndex } from '../../fixtures/products';
import type { ShopState } from '../state';
import { viewerId } from './account';
import { productIndexOf } from './catalogue';
import { productLikeState } from './favourites';
import { recordView } from './recentlyViewed';
import { hasReminder } from './reminders';

/**
 * A product's detail for the viewer: liked (in their favourites) and reminder set. A signed-in
 * read is recorded in "recently viewed". An id outside the catalogue answers the first product, as
 * the fixtures always have.
 */
export function productDetail(state: ShopState, id: string | undefined, locale: MockLocale): z.input<typeof teamDetailSchema> {
  const known = productIndexOf(id);
  const index = known ?? findTeamIndex(id);
  const viewer = viewerId(state);
  const detail = buildTeamDetail(index, locale);
  const teamId = String(detail.team.id);
  if (known !== undefined) recordView(state, viewer, teamId);
  return { ...detail, is_liked: productLikeState(state, index, viewer).is_liked, reminder_set: hasReminder(state, viewer, teamId) ? 1 : 0 };
}

/** Products by id, in order, in a language (ids outside the catalogue are left out). */
export function teamsOf(ids: readonly string[], locale: MockLocale): z.input<typeof teamSchema>[] {
  return ids.flatMap((id) => {
    const index = productIndexOf(id);
    return index === undefined ? [] : [buildTeam(index, locale)];
  });
}
