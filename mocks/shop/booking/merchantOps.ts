import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { FIELDS, invalid, notMerchant } from './bookingFailures';
import type { BizTime, MerchantRecord } from './bookingSlice';
import { parseClock } from './bookingTime';

/** The booking provider the signed-in account manages: 401 for a guest, 403 for any other account. */
export function requireMerchant(state: ShopState): ShopOutcome<MerchantRecord> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const merchant = state.booking.merchant;
  return account.merchant && account.user.id === merchant.owner_id ? merchant : notMerchant();
}

/** Runs a provider operation for the signed-in merchant, or answers why it may not run. */
export function asMerchant<T>(state: ShopState, run: (merchant: MerchantRecord) => ShopOutcome<T>): ShopOutcome<T> {
  const merchant = requireMerchant(state);
  return isFailure(merchant) ? merchant : run(merchant);
}

/** The opening hours as sent by merchant_biz_time (weekday 1 Monday … 7 Sunday, `HH:mm`). */
export interface BizTimeInput {
  readonly weekday?: number;
  readonly open?: string;
  readonly close?: string;
}

/**
 * Replaces the opening hours: at least one weekday, each at most once, 1–7, opening before closing.
 * A weekday left out is closed. Existing reservations stay; new bookings follow the new hours.
 */
export function saveBizTime(state: ShopState, input: { biz_time?: readonly BizTimeInput[] }): ShopOutcome<null> {
  return asMerchant(state, (merchant) => {
    if ((input.biz_time ?? []).length === 0) return invalid(FIELDS.hours);
    const hours: BizTime[] = [];
    for (const entry of input.biz_time ?? []) {
      const weekday = entry.weekday ?? Number.NaN;
      const open = parseClock(entry.open);
      const close = parseClock(entry.close);
      if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7 || hours.some((known) => known.weekday === weekday)) {
        return invalid(FIELDS.hours);
      }
      if (open === undefined || close === undefined || open >= close) return invalid(FIELDS.hours);
      hours.push({ weekday, open: entry.open?.slice(0, 5) ?? '', close: entry.close?.slice(0, 5) ?? '' });
    }
    merchant.biz_time = hours.sort((a, b) => a.weekday - b.weekday);
    tick(state.clock);
    return null;
  });
}

/** The provider's settlement (onboarding) state. */
export function settledStatus(merchant: MerchantRecord): 'approved' | 'reviewing' | 'none' {
  if (merchant.settled && merchant.verified) return 'approved';
  return merchant.settled ? 'reviewing' : 'none';
}
