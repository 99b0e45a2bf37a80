import { SKIN_CONCERNS, SKIN_TYPES } from '../../../src/api/schemas/beautyProfile';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import type { AccountRecord } from './accountSlice';
import { requireAccount } from './accountOps';

/**
 * The classify categories a shopper may favour: the ids the catalog's classify answer lists
 * (Skincare 1 with Serums 11 and Sunscreen 12, Makeup 2 with Lipstick 21). A test keeps the two
 * in step.
 */
export const FAVOURABLE_CATEGORY_IDS = ['1', '11', '12', '2', '21'] as const;

/** The most favourite categories kept. */
export const MAX_FAVOURITE_CATEGORIES = FAVOURABLE_CATEGORY_IDS.length;

const MESSAGES = {
  skinType: { th: 'ไม่มีประเภทผิวนี้', en: 'That skin type is not one of the choices.', zh: '肤质选项无效。' },
  concern: { th: 'ไม่มีปัญหาผิวนี้ในตัวเลือก', en: 'That skin concern is not one of the choices.', zh: '肌肤问题选项无效。' },
  category: { th: 'ไม่พบหมวดหมู่ที่เลือก', en: 'That category is not in the shop.', zh: '所选分类不存在。' },
} as const;

/** The beauty profile as the endpoints answer it. */
export interface BeautyProfileView {
  skin_type: string | null;
  concerns: string[];
  category_ids: string[];
}

export function beautyProfileOf(record: AccountRecord): BeautyProfileView {
  return {
    skin_type: record.user.skin_type ?? null,
    concerns: [...(record.beauty?.concerns ?? [])],
    category_ids: [...(record.beauty?.category_ids ?? [])],
  };
}

/** The signed-in shopper's favourite categories ([] for a guest or before a beauty profile is saved). */
export function favouriteCategories(state: ShopState): readonly string[] {
  const record = requireAccount(state);
  return isFailure(record) ? [] : (record.beauty?.category_ids ?? []);
}

/** Each item once, in the order given. */
const once = (items: readonly string[] | undefined): string[] => [...new Set(items ?? [])];

/**
 * Saves the whole beauty profile: a skin type of SKIN_TYPES (or '' for none; the profile page
 * shows the same value), concerns of SKIN_CONCERNS and favourite categories of the classify
 * categories (none clears them; the call sends them comma-joined, the handler splits them).
 * Anything unknown refuses the whole save.
 */
export function updateBeautyProfile(
  state: ShopState,
  input: { skin_type?: string | undefined; concerns?: readonly string[]; category_ids?: readonly string[] },
): ShopOutcome<BeautyProfileView> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const skinType = (input.skin_type ?? '').trim();
  if (skinType !== '' && !(SKIN_TYPES as readonly string[]).includes(skinType)) return fail(1, MESSAGES.skinType);
  const concerns = once(input.concerns);
  if (concerns.some((concern) => !(SKIN_CONCERNS as readonly string[]).includes(concern))) return fail(1, MESSAGES.concern);
  const categories = once(input.category_ids);
  if (categories.some((id) => !(FAVOURABLE_CATEGORY_IDS as readonly string[]).includes(id))) return fail(1, MESSAGES.category);
  record.user.skin_type = skinType === '' ? null : skinType;
  record.beauty = { concerns, category_ids: categories.slice(0, MAX_FAVOURITE_CATEGORIES) };
  tick(state.clock);
  return beautyProfileOf(record);
}
