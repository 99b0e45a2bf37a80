import { dayText } from '../clock';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { incomeTotals } from './incomeOps';
import { asMerchant } from './merchantOps';

/** The numbers of the manage page, counted from the shop. */
export interface ManageNumbers {
  today_orders: number;
  pending_verification: number;
  income_today: number;
  service_count: number;
  store_count: number;
  staff_count: number;
}

/**
 * Today's appointments (not cancelled or refunded), reservations waiting for their voucher, income
 * lines of today, and the services, stores and active staff.
 */
export function manageNumbers(state: ShopState): ShopOutcome<ManageNumbers> {
  return asMerchant(state, () => {
    const booking = state.booking;
    const today = dayText(state.clock);
    const live = booking.reservations.filter((reservation) => reservation.status !== 'cancelled' && reservation.status !== 'refunded');
    return {
      today_orders: live.filter((reservation) => reservation.appointment_at.startsWith(today)).length,
      pending_verification: booking.reservations.filter((reservation) => reservation.status === 'booked').length,
      income_today: incomeTotals(booking.income.filter((line) => line.created_at.startsWith(today))).total,
      service_count: booking.services.length,
      store_count: booking.stores.length,
      staff_count: booking.staff.filter((member) => member.status === 'active').length,
    };
  });
}
