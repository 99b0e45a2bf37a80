import type { LoaderFunctionArgs } from 'react-router';
import { getBeautyProfile, getClassify, type ApiClient, type BeautyProfile, type Category, type SkinConcern, type SkinType } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { choiceOf, isSkinConcern, isSkinType } from '../shared/profileChoices';

/** A category the shopper may favour, and the sub-categories under it. */
export interface CategoryGroup {
  readonly id: string;
  readonly name: string;
  readonly children: readonly { readonly id: string; readonly name: string }[];
}

/** The beauty profile as the form edits it: only choices the page offers. */
export interface BeautyValues {
  readonly skinType: SkinType | '';
  readonly concerns: readonly SkinConcern[];
  /** Favourite categories, ids of the shop's categories. */
  readonly categoryIds: readonly string[];
}

/** What the beauty profile loader returns: the saved profile and the shop's categories, or a failure with retry. */
export type BeautyProfileData =
  | { readonly kind: 'ok'; readonly values: BeautyValues; readonly categories: readonly CategoryGroup[] }
  | { readonly kind: 'error' };

export const NO_BEAUTY_VALUES: BeautyValues = { skinType: '', concerns: [], categoryIds: [] };

/** Whether nothing is chosen yet (a new beauty profile). */
export function isBlank(values: BeautyValues): boolean {
  return values.skinType === '' && values.concerns.length === 0 && values.categoryIds.length === 0;
}

export function categoryGroupsOf(list: readonly Category[]): CategoryGroup[] {
  return list.map((category) => ({
    id: category.id,
    name: category.name,
    children: category.children.map((child) => ({ id: child.id, name: child.name })),
  }));
}

/** The saved profile as the form's values: unknown concerns and categories the shop no longer has are left out. */
export function beautyValuesOf(profile: BeautyProfile, categories: readonly CategoryGroup[]): BeautyValues {
  const known = new Set(categories.flatMap((group) => [group.id, ...group.children.map((child) => child.id)]));
  return {
    skinType: choiceOf(profile.skin_type, isSkinType),
    concerns: [...new Set(profile.concerns.filter(isSkinConcern))],
    categoryIds: [...new Set(profile.category_ids.filter((id) => known.has(id)))],
  };
}

/**
 * The beauty profile page's loader: the saved profile and the shop's categories, in parallel. A
 * guest (401) is sent to login and back; any other failure shows the page's retry.
 */
export async function loadBeautyProfile(client: ApiClient, request: Request): Promise<BeautyProfileData> {
  const options = { suppressToast: true, signal: request.signal };
  const [profile, classify] = await Promise.all([getBeautyProfile(client, {}, options), getClassify(client, {}, options)]);
  const loaded = await loadedOrLeave(profile, client, request);
  if (!loaded.ok || !classify.ok) return { kind: 'error' };
  const categories = categoryGroupsOf(classify.data.list);
  return { kind: 'ok', values: beautyValuesOf(loaded.data, categories), categories };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function beautyProfileLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<BeautyProfileData> {
  return loadBeautyProfile(client, request);
}
