import type { Trilingual } from '../../fixtures/locale';
import { clockMillis, tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { requireAccount } from './accountOps';
import type { SavedCard } from './accountSlice';

/** How many cards one account may keep. */
export const MAX_SAVED_CARDS = 5;

/** The errcodes the saved-card calls refuse with (this mock's own; shown as a toast with the message). */
export const SAVED_CARD_CODES = {
  /** Something other than a vault token, brand, last four and expiry (a card number, a security code). */
  badCard: 4501,
  /** The card's expiry has passed. */
  expired: 4502,
  /** The same card (token) is saved already. */
  alreadySaved: 4503,
  /** The account keeps MAX_SAVED_CARDS cards already. */
  tooMany: 4504,
  /** No saved card with that id. */
  notFound: 4505,
} as const;

const MESSAGES = {
  badCard: {
    th: 'ข้อมูลบัตรไม่ถูกต้อง กรุณาเพิ่มบัตรใหม่อีกครั้ง',
    en: 'The card details are not valid. Add the card again.',
    zh: '银行卡信息无效，请重新添加。',
  },
  cardDigits: {
    th: 'ร้านค้าไม่รับหมายเลขบัตรหรือรหัสความปลอดภัย',
    en: 'The shop does not accept card numbers or security codes.',
    zh: '商店不接收卡号或安全码。',
  },
  expired: { th: 'บัตรนี้หมดอายุแล้ว', en: 'This card has expired.', zh: '该银行卡已过期。' },
  alreadySaved: { th: 'บัตรนี้บันทึกไว้แล้ว', en: 'This card is already saved.', zh: '该银行卡已保存。' },
  tooMany: {
    th: `บันทึกบัตรได้สูงสุด ${MAX_SAVED_CARDS} ใบ กรุณาลบบัตรที่ไม่ใช้ก่อน`,
    en: `You can keep up to ${MAX_SAVED_CARDS} cards. Remove one you no longer use first.`,
    zh: `最多可保存${MAX_SAVED_CARDS}张银行卡，请先删除不用的卡。`,
  },
  notFound: { th: 'ไม่พบบัตรนี้', en: 'This card could not be found.', zh: '找不到该银行卡。' },
} as const satisfies Record<string, Trilingual>;

const TOKEN = /^tok_[A-Za-z0-9_]{1,64}$/;
const LAST4 = /^[0-9]{4}$/;
const BRAND = /^[a-z]{2,20}$/;
/** Parameters that would carry card data the shop must never receive. */
const CARD_DATA_PARAMS = ['card_number', 'security_code', 'cvv', 'cvc', 'card_no', 'pan'] as const;

/** A saved card as the list answers it: the token is its id; no number, no security code. */
export function savedCardView(card: SavedCard) {
  return { card_id: card.token, brand: card.brand, last4: card.last4, expiry_month: card.expiry_month ?? null, expiry_year: card.expiry_year ?? null };
}

/** The signed-in shopper's saved cards, oldest first. */
export function savedCardsOf(state: ShopState): ShopOutcome<ReturnType<typeof savedCardView>[]> {
  const account = requireAccount(state);
  return isFailure(account) ? account : account.cards.map(savedCardView);
}

/** Whether month/year (1–12, four digits) is before the shop clock's month. */
function expiredAt(state: ShopState, month: number, year: number): boolean {
  const now = new Date(clockMillis(state.clock) + 7 * 3_600_000);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Saves a card the vault tokenised: its token, brand, last four and expiry. Refused: any card
 * number or security code among the parameters, a malformed token or last four, an expiry that
 * is not a month or has passed, the same token twice, more than MAX_SAVED_CARDS cards.
 */
export function addSavedCard(state: ShopState, params: Readonly<Record<string, string>>): ShopOutcome<ReturnType<typeof savedCardView>> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  if (CARD_DATA_PARAMS.some((name) => params[name] !== undefined)) return fail(SAVED_CARD_CODES.badCard, MESSAGES.cardDigits);
  const token = params.card_token ?? '';
  const last4 = params.last4 ?? '';
  const brand = (params.brand ?? '').toLowerCase();
  const month = Number(params.expiry_month);
  const year = Number(params.expiry_year);
  const validMonth = Number.isInteger(month) && month >= 1 && month <= 12;
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2099;
  if (!TOKEN.test(token) || !LAST4.test(last4) || !BRAND.test(brand) || !validMonth || !validYear) return fail(SAVED_CARD_CODES.badCard, MESSAGES.badCard);
  if (expiredAt(state, month, year)) return fail(SAVED_CARD_CODES.expired, MESSAGES.expired);
  if (account.cards.some((card) => card.token === token)) return fail(SAVED_CARD_CODES.alreadySaved, MESSAGES.alreadySaved);
  if (account.cards.length >= MAX_SAVED_CARDS) return fail(SAVED_CARD_CODES.tooMany, MESSAGES.tooMany);
  const card: SavedCard = { token, last4, brand, expiry_month: month, expiry_year: year };
  account.cards.push(card);
  tick(state.clock);
  return savedCardView(card);
}

/** Removes one of the shopper's saved cards by its id (the token). */
export function removeSavedCard(state: ShopState, cardId: string | undefined): ShopOutcome<null> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const index = account.cards.findIndex((card) => card.token === cardId);
  if (index < 0) return fail(SAVED_CARD_CODES.notFound, MESSAGES.notFound);
  account.cards.splice(index, 1);
  tick(state.clock);
  return null;
}
