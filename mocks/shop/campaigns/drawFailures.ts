import type { Trilingual } from '../../fixtures/locale';
import { fail, type ShopFailure } from '../failure';

/** The errcodes of the draw list, gift and lottery-purchase rules (each its own, so the page shows the message). */
export const DRAW_ERRCODES = {
  drawNotStarted: 4_161,
  drawEnded: 4_162,
  drawEnteredTwice: 4_163,
  drawNotEnoughPoints: 4_164,
  drawNoPurchase: 4_165,
  giftChosenTwice: 4_166,
  giftNotNewUser: 4_167,
  giftUnknown: 4_168,
  lotteryNotWon: 4_169,
  lotteryBoughtTwice: 4_170,
} as const;

const MESSAGES: Readonly<Record<keyof typeof DRAW_ERRCODES, Trilingual>> = {
  drawNotStarted: { th: 'กิจกรรมนี้ยังไม่เริ่ม', en: 'This draw has not started yet.', zh: '该抽奖尚未开始。' },
  drawEnded: { th: 'กิจกรรมนี้จบแล้ว', en: 'This draw has ended.', zh: '该抽奖已结束。' },
  drawEnteredTwice: { th: 'คุณร่วมลุ้นรางวัลนี้แล้ว', en: 'You have already entered this draw.', zh: '您已参加过该抽奖。' },
  drawNotEnoughPoints: { th: 'คะแนนของคุณไม่พอ', en: 'You do not have enough points.', zh: '您的积分不足。' },
  drawNoPurchase: {
    th: 'ต้องมีคำสั่งซื้อที่ชำระแล้วถึงยอดขั้นต่ำก่อนร่วมลุ้น',
    en: 'You need a paid order of at least the minimum spend to enter.',
    zh: '需要有达到最低消费的已付款订单才能参加。',
  },
  giftChosenTwice: { th: 'คุณเลือกของขวัญของแคมเปญนี้แล้ว', en: 'You have already chosen a gift from this campaign.', zh: '您已领取过该活动的礼品。' },
  giftNotNewUser: { th: 'ของขวัญนี้สำหรับสมาชิกใหม่เท่านั้น', en: 'This gift is for new members only.', zh: '该礼品仅限新用户领取。' },
  giftUnknown: { th: 'ไม่พบของขวัญนี้', en: 'This gift is not part of the campaign.', zh: '该礼品不属于此活动。' },
  lotteryNotWon: { th: 'ซื้อในราคาพิเศษได้เฉพาะผู้ที่ได้รับรางวัล', en: 'Only winners can buy at the lottery price.', zh: '只有中奖者才能以抽奖价购买。' },
  lotteryBoughtTwice: { th: 'คุณซื้อสินค้าราคาพิเศษนี้แล้ว', en: 'You have already bought this at the lottery price.', zh: '您已以抽奖价购买过该商品。' },
};

/** The refusal of one draw rule. */
export function refuseDraw(rule: keyof typeof DRAW_ERRCODES): ShopFailure {
  return fail(DRAW_ERRCODES[rule], MESSAGES[rule]);
}

/** The text of a refusal, for gift and draw views that show why the viewer cannot act. */
export function drawRuleText(rule: keyof typeof DRAW_ERRCODES): Trilingual {
  return MESSAGES[rule];
}
