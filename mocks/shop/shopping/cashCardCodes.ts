import type { Trilingual } from '../../fixtures/locale';
import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { ownerKeyOf } from './owners';
import type { CashCardRecord } from './shoppingSlice';

/**
 * The gift / cash card codes the mock shop sells, each the card it adds when redeemed. A code is
 * redeemed once in the whole shop: it is redeemed when any account holds its card. KONVY-2024-GIFT
 * is the demo shopper's seeded card (CC-1), so it is already redeemed.
 */
export const CASH_CARD_CODES: readonly { readonly code: string; readonly card: CashCardRecord }[] = [
  { code: 'GLOW500GIFT', card: { card_id: 'CC-2', card_no: '6200 **** **** 5001', balance: 500, expire_at: '2027-12-31' } },
  { code: 'BEAUTY1000', card: { card_id: 'CC-3', card_no: '6200 **** **** 1000', balance: 1000, expire_at: '2028-06-30' } },
  { code: 'KONVY2024GIFT', card: { card_id: 'CC-1', card_no: '6200 **** **** 1234', balance: 500, expire_at: '2025-12-31' } },
];

/** The errcodes a redemption refuses with (this mock's own; shown with the message). */
export const CASH_CARD_ERRCODES = {
  /** No code given. */
  missing: 4601,
  /** Not a code the shop sold. */
  unknown: 4602,
  /** Redeemed before (by this or another account). */
  redeemed: 4603,
} as const;

const MESSAGES = {
  missing: { th: 'กรุณากรอกรหัสบัตรเงินสด', en: 'Enter the cash card code.', zh: '请输入储值卡兑换码。' },
  unknown: {
    th: 'ไม่พบรหัสบัตรเงินสดนี้ กรุณาตรวจสอบอีกครั้ง',
    en: 'This cash card code is not valid. Check it and try again.',
    zh: '该储值卡兑换码无效，请检查后重试。',
  },
  redeemed: { th: 'รหัสบัตรเงินสดนี้ถูกใช้ไปแล้ว', en: 'This cash card code has already been redeemed.', zh: '该储值卡兑换码已被使用。' },
} as const satisfies Record<string, Trilingual>;

/** A code as typed: letters upper-cased, spaces and dashes dropped. */
export function normaliseCashCardCode(code: string | undefined): string {
  return (code ?? '').toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Redeems a code for the signed-in shopper: its card joins their cash cards (newest first).
 * Refused: no code, a code the shop did not sell, a code redeemed before.
 */
export function redeemCashCard(state: ShopState, code: string | undefined): ShopOutcome<{ card: CashCardRecord }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const wanted = normaliseCashCardCode(code);
  if (wanted === '') return fail(CASH_CARD_ERRCODES.missing, MESSAGES.missing);
  const sold = CASH_CARD_CODES.find((entry) => entry.code === wanted);
  if (!sold) return fail(CASH_CARD_ERRCODES.unknown, MESSAGES.unknown);
  const held = Object.values(state.shopping.cashCards).some((cards) => cards.some((card) => card.card_id === sold.card.card_id));
  if (held) return fail(CASH_CARD_ERRCODES.redeemed, MESSAGES.redeemed);
  const owner = ownerKeyOf(account.user.id);
  const card = { ...sold.card };
  (state.shopping.cashCards[owner] ??= []).unshift(card);
  tick(state.clock);
  return { card: { ...card } };
}
