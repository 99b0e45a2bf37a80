import type { z } from 'zod';
import type { zodiacBoxSchema, zodiacOpeningSchema } from '../../../src/api/schemas/gameCampaigns';
import { image, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import { renderPrize } from '../social/campaignCatalogue';
import { signedInId } from '../social/account';
import { invalid, unknown } from '../social/socialFailures';
import type { ShopState } from '../state';
import { awardPrize } from './prizeAwards';

/** The box on offer (store state surprise_id) and its pictures (surprise_images). */
export const ZODIAC_BOX = { surprise_id: 'ZB-2025', surprise_images: [image('zodiac-box-closed'), image('zodiac-box-open')] } as const;

/** The twelve signs; the prize a sign opens (prize ids of the campaign catalogue): the ฿200 coupon, 200 points or the serum. */
const SIGNS: readonly { readonly sign: string; readonly name: Trilingual; readonly prize_id: number }[] = [
  { sign: 'aries', name: { th: 'ราศีเมษ', en: 'Aries', zh: '白羊座' }, prize_id: 4 },
  { sign: 'taurus', name: { th: 'ราศีพฤษภ', en: 'Taurus', zh: '金牛座' }, prize_id: 3 },
  { sign: 'gemini', name: { th: 'ราศีเมถุน', en: 'Gemini', zh: '双子座' }, prize_id: 2 },
  { sign: 'cancer', name: { th: 'ราศีกรกฎ', en: 'Cancer', zh: '巨蟹座' }, prize_id: 4 },
  { sign: 'leo', name: { th: 'ราศีสิงห์', en: 'Leo', zh: '狮子座' }, prize_id: 3 },
  { sign: 'virgo', name: { th: 'ราศีกันย์', en: 'Virgo', zh: '处女座' }, prize_id: 2 },
  { sign: 'libra', name: { th: 'ราศีตุลย์', en: 'Libra', zh: '天秤座' }, prize_id: 4 },
  { sign: 'scorpio', name: { th: 'ราศีพิจิก', en: 'Scorpio', zh: '天蝎座' }, prize_id: 3 },
  { sign: 'sagittarius', name: { th: 'ราศีธนู', en: 'Sagittarius', zh: '射手座' }, prize_id: 2 },
  { sign: 'capricorn', name: { th: 'ราศีมังกร', en: 'Capricorn', zh: '摩羯座' }, prize_id: 4 },
  { sign: 'aquarius', name: { th: 'ราศีกุมภ์', en: 'Aquarius', zh: '水瓶座' }, prize_id: 3 },
  { sign: 'pisces', name: { th: 'ราศีมีน', en: 'Pisces', zh: '双鱼座' }, prize_id: 2 },
];

const BAD_SIGN = { th: 'ไม่พบราศีนี้', en: 'This is not one of the zodiac signs.', zh: '该星座不存在。' };
const OPENED = { th: 'คุณเปิดกล่องนี้ไปแล้ว', en: 'You have already opened this box.', zh: '您已经打开过这个盒子了。' };
/** errcode of a second opening (a toast with the message). */
export const ZODIAC_OPENED_CODE = 4_161;

const openingOf = (state: ShopState, userId: number | null) =>
  userId === null ? undefined : state.social.campaigns.zodiacBoxes.find((record) => record.surprise_id === ZODIAC_BOX.surprise_id && record.user_id === userId);

/** getZodiacBox: the box on offer, the signs, and what the viewer (null: a guest) opened. */
export function renderZodiacBox(state: ShopState, locale: MockLocale, viewer: number | null): z.input<typeof zodiacBoxSchema> {
  const opened = openingOf(state, viewer);
  return {
    surprise_id: ZODIAC_BOX.surprise_id,
    surprise_images: [...ZODIAC_BOX.surprise_images],
    signs: SIGNS.map((seed) => ({ sign: seed.sign, name: pickText(seed.name, locale) })),
    opened: opened ? { sign: opened.sign, prize: renderPrize(opened.prize_id, locale) } : null,
  };
}

/**
 * openZodiacBox: the signed-in shopper opens the box with a sign, once; the sign's prize is theirs
 * (a coupon lands in their coupons). Refused: a guest (401), another box (404), an unknown sign
 * (errcode 1), a second opening (4161).
 */
export function openZodiacBox(state: ShopState, input: { surprise_id?: string; sign?: string }, locale: MockLocale): ShopOutcome<z.input<typeof zodiacOpeningSchema>> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  if (input.surprise_id !== ZODIAC_BOX.surprise_id) return unknown('campaign');
  const seed = SIGNS.find((candidate) => candidate.sign === input.sign);
  if (!seed) return invalid(BAD_SIGN);
  if (openingOf(state, userId)) return fail(ZODIAC_OPENED_CODE, OPENED);
  state.social.campaigns.zodiacBoxes.push({ surprise_id: ZODIAC_BOX.surprise_id, user_id: userId, sign: seed.sign, prize_id: seed.prize_id, opened_at: tick(state.clock) });
  awardPrize(state, seed.prize_id);
  return { sign: seed.sign, prize: renderPrize(seed.prize_id, locale) };
}
