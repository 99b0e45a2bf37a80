import type { z } from 'zod';
import type { bloggerCashbackSchema } from '../../../src/api/schemas/blogger';
import { FIXED_DATES, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';

type Cashback = z.input<typeof bloggerCashbackSchema>;

interface Line {
  readonly id: string;
  readonly post: Trilingual;
  readonly product: Trilingual;
  /** The share of the blogger's cashback total (the lines add up to it). */
  readonly share: number;
  readonly at: string;
}

/** The lines an approved blogger's cashback total splits into (shares add up to 1). */
const LINES: readonly Line[] = [
  {
    id: 'CB-3',
    post: { th: 'รีวิวกันแดดเนื้อบางเบาสำหรับผิวมัน', en: 'A light sunscreen for oily skin', zh: '油皮清爽防晒测评' },
    product: { th: 'กันแดด Lotus Dew SPF50+', en: 'Lotus Dew SPF50+ sunscreen', zh: 'Lotus Dew SPF50+ 防晒霜' },
    share: 0.4,
    at: FIXED_DATES.yesterday,
  },
  {
    id: 'CB-2',
    post: { th: 'ลิปทินต์ 5 สีสำหรับหน้าร้อน', en: 'Five lip tints for summer', zh: '夏日五款唇釉' },
    product: { th: 'ลิปทินต์ Rosy Glow', en: 'Rosy Glow lip tint', zh: 'Rosy Glow 唇釉' },
    share: 0.36,
    at: FIXED_DATES.lastWeek,
  },
  {
    id: 'CB-1',
    post: { th: 'รูทีนบำรุงผิวก่อนนอน', en: 'My night skincare routine', zh: '我的晚间护肤流程' },
    product: { th: 'เซรั่มวิตามินซี Clear Bright', en: 'Clear Bright vitamin C serum', zh: 'Clear Bright 维C精华' },
    share: 0.24,
    at: FIXED_DATES.lastMonth,
  },
];

/**
 * getBloggerCashback: the signed-in blogger's cashback: the lines per post and product (adding up
 * to the record's total), two withdrawals (one paid, one pending) when the total allows, and what
 * is left to withdraw. Someone who is not an approved blogger has nothing. A guest gets 401.
 */
export function bloggerCashback(state: ShopState, locale: MockLocale): ShopOutcome<Cashback> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const record = state.social.blogger[userId];
  const total = record?.status === 'approved' ? record.cashback_total : 0;
  if (total <= 0) return { total: 0, withdrawn: 0, available: 0, lines: [], withdrawals: [] };
  const amounts = LINES.map((line) => Math.round(total * line.share));
  amounts[0] = (amounts[0] ?? 0) + total - amounts.reduce((sum, amount) => sum + amount, 0);
  const withdrawals = [
    { id: 'W-2', amount: Math.round(total * 0.16), status: 'pending' as const, created_at: FIXED_DATES.yesterday },
    { id: 'W-1', amount: Math.round(total * 0.48), status: 'paid' as const, created_at: FIXED_DATES.lastMonth },
  ];
  const withdrawn = withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
  return {
    total,
    withdrawn,
    available: total - withdrawn,
    lines: LINES.map((line, index) => ({
      id: line.id,
      post_title: pickText(line.post, locale),
      product_name: pickText(line.product, locale),
      amount: amounts[index] ?? 0,
      created_at: line.at,
    })),
    withdrawals,
  };
}
