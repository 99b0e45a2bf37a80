import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { productIdOf, productIndexOf, productStatusOf } from './catalogue';
import { invalid, refuse } from './socialFailures';

/** The product ids a user has an arrival reminder for, newest first. */
export function remindersOf(state: ShopState, userId: number): readonly string[] {
  return state.social.reminders[userId] ?? [];
}

/** Whether a viewer (null: a guest) has a reminder for a product. */
export function hasReminder(state: ShopState, viewer: number | null, teamId: string): boolean {
  return viewer !== null && remindersOf(state, viewer).includes(productIdOf(teamId) ?? teamId);
}

const BAD_ACTION = { th: 'คำสั่งแจ้งเตือนไม่ถูกต้อง', en: 'The reminder action must be add or cancel.', zh: '提醒操作无效。' };
const NO_PRODUCT = { th: 'กรุณาระบุสินค้า', en: 'Say which product to be reminded of.', zh: '请指定商品。' };

/**
 * setArrivalReminder (payload action add|cancel, tid): sets or cancels the signed-in user's
 * reminder; setting twice keeps one. A spec variant counts as its product; an id outside the mock
 * catalogue is kept as sent (a story may name any product). Refused: a guest (401), a missing tid or
 * another action (errcode 1), a product that is taken down and cannot come back (4101).
 */
export function setArrivalReminder(state: ShopState, input: { action?: string; tid?: string }): ShopOutcome<{ reminder_set: 0 | 1 }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const tid = (input.tid ?? '').trim();
  if (!tid) return invalid(NO_PRODUCT);
  if (input.action !== 'add' && input.action !== 'cancel') return invalid(BAD_ACTION);
  const index = productIndexOf(tid);
  if (input.action === 'add' && index !== undefined && productStatusOf(index) === 'take_down') return refuse('reminderTakenDown');
  const id = productIdOf(tid) ?? tid;
  const others = remindersOf(state, userId).filter((held) => held !== id);
  state.social.reminders[userId] = input.action === 'add' ? [id, ...others] : others;
  tick(state.clock);
  return { reminder_set: input.action === 'add' ? 1 : 0 };
}
