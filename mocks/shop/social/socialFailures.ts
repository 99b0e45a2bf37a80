import type { Trilingual } from '../../fixtures/locale';
import { fail, notFound, type ShopFailure } from '../failure';

/**
 * The errcodes of the social rules (legacy and go envelopes). A code other than 1, 2, 401, 404 and
 * 10002 reaches the page as a toast with the message, so each rule keeps a code of its own.
 */
export const SOCIAL_ERRCODES = {
  /** A missing or malformed value (errcode 1, as the shop's other form checks). */
  invalid: 1,
  notFound: 404,
  reminderTakenDown: 4_101,
  reviewNotBought: 4_111,
  reviewTwice: 4_112,
  reportTwice: 4_121,
  bloggerPending: 4_131,
  bloggerAlready: 4_132,
  noDrawChances: 4_141,
  campaignEnded: 4_142,
  lotteryJoined: 4_143,
  voteCast: 4_144,
  voteCastToday: 4_145,
  noGamePlays: 4_146,
  translationUnavailable: 4_151,
} as const;

const MESSAGES = {
  reminderTakenDown: {
    th: 'สินค้านี้ถูกถอดออกจากร้านแล้ว ไม่สามารถตั้งแจ้งเตือนได้',
    en: 'This product has been taken down and will not come back, so no reminder can be set.',
    zh: '该商品已下架，无法设置到货提醒。',
  },
  reviewNotBought: {
    th: 'รีวิวได้เฉพาะสินค้าที่คุณได้รับแล้วในคำสั่งซื้อนี้',
    en: 'You can only review a product of this order once you have received it.',
    zh: '只能评价该订单中您已收到的商品。',
  },
  reviewTwice: {
    th: 'คุณรีวิวสินค้านี้ในคำสั่งซื้อนี้แล้ว',
    en: 'You have already reviewed this product for this order.',
    zh: '您已评价过该订单中的此商品。',
  },
  reportTwice: {
    th: 'คุณรายงานโพสต์นี้ไปแล้ว เรากำลังตรวจสอบ',
    en: 'You have already reported this post; we are looking into it.',
    zh: '您已举报过该帖子，我们正在处理。',
  },
  bloggerPending: {
    th: 'ใบสมัครบล็อกเกอร์ของคุณกำลังรอการตรวจสอบ',
    en: 'Your blogger application is still being reviewed.',
    zh: '您的博主申请正在审核中。',
  },
  bloggerAlready: {
    th: 'คุณเป็นบล็อกเกอร์ของเราแล้ว',
    en: 'You are already one of our bloggers.',
    zh: '您已经是我们的博主了。',
  },
  noDrawChances: {
    th: 'คุณใช้สิทธิ์ลุ้นรางวัลครบแล้ว',
    en: 'You have no draws left.',
    zh: '您的抽奖次数已用完。',
  },
  campaignEnded: {
    th: 'กิจกรรมนี้สิ้นสุดแล้ว',
    en: 'This campaign has ended.',
    zh: '该活动已结束。',
  },
  lotteryJoined: {
    th: 'คุณเข้าร่วมลุ้นรางวัลนี้แล้ว',
    en: 'You have already joined this lottery.',
    zh: '您已参加过该抽奖。',
  },
  voteCast: {
    th: 'คุณโหวตในกิจกรรมนี้แล้ว',
    en: 'You have already voted in this poll.',
    zh: '您已在本次投票中投过票。',
  },
  voteCastToday: {
    th: 'วันนี้คุณโหวตตัวเลือกนี้แล้ว พรุ่งนี้โหวตได้อีกครั้ง',
    en: 'You have already voted for this option today; vote again tomorrow.',
    zh: '您今天已为该选项投过票，明天可以再投。',
  },
  noGamePlays: {
    th: 'วันนี้คุณเล่นครบจำนวนครั้งแล้ว',
    en: 'You have no plays left today.',
    zh: '您今天的游戏次数已用完。',
  },
  translationUnavailable: {
    th: 'ยังแปลข้อความนี้เป็นภาษาที่เลือกไม่ได้',
    en: 'This text cannot be translated into that language yet.',
    zh: '暂时无法将此内容翻译成所选语言。',
  },
} as const satisfies Record<string, Trilingual>;

type Rule = keyof typeof MESSAGES;

/** The refusal of one social rule, with its own errcode and message. */
export function refuse(rule: Rule): ShopFailure {
  return fail(SOCIAL_ERRCODES[rule], MESSAGES[rule]);
}

/** A missing or malformed value, named in the three languages. */
export function invalid(message: Trilingual): ShopFailure {
  return fail(SOCIAL_ERRCODES.invalid, message);
}

/** Names of what a request may name that the shop does not hold. */
export const UNKNOWN = {
  product: { th: 'ไม่พบสินค้านี้', en: 'This product does not exist.', zh: '该商品不存在。' },
  brand: { th: 'ไม่พบแบรนด์นี้', en: 'This brand does not exist.', zh: '该品牌不存在。' },
  review: { th: 'ไม่พบรีวิวนี้', en: 'This review does not exist.', zh: '该评价不存在。' },
  post: { th: 'ไม่พบโพสต์นี้', en: 'This post does not exist.', zh: '该帖子不存在。' },
  comment: { th: 'ไม่พบความคิดเห็นนี้', en: 'This comment does not exist.', zh: '该评论不存在。' },
  campaign: { th: 'ไม่พบกิจกรรมนี้', en: 'This campaign does not exist.', zh: '该活动不存在。' },
  tag: { th: 'ไม่พบแท็กนี้', en: 'This tag does not exist.', zh: '该标签不存在。' },
  team: { th: 'ไม่พบทีมนี้', en: 'This team does not exist.', zh: '该小组不存在。' },
} as const satisfies Record<string, Trilingual>;

/** The 404 of something the session's shop does not hold. */
export function unknown(what: keyof typeof UNKNOWN): ShopFailure {
  return notFound(UNKNOWN[what]);
}
