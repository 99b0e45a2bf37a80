import { isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import { ACCOUNT_IDS, type AccountKey } from '../seedNames';
import type { ShopState } from '../state';
import type { ReservationRecord } from './bookingSlice';
import { payDeposit, submitDeposit } from './depositOps';
import { bookReservation, type BookingInput } from './reservationOps';

/** For tests: the value of an operation that must succeed (a refusal fails the test with its message). */
export function ok<T>(outcome: ShopOutcome<T>): T {
  if (isFailure(outcome)) throw new Error(`refused with ${outcome.code}: ${outcome.text('en_US')}`);
  return outcome;
}

/** For tests: the refusal of an operation that must be refused. */
export function refused<T>(outcome: ShopOutcome<T>): ShopFailure {
  if (!isFailure(outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** For tests: signs an account in (or out, with null) without going through login. */
export function signInAs(state: ShopState, account: AccountKey | null): void {
  state.account.session.userId = account === null ? null : ACCOUNT_IDS[account];
}

/** For tests: books a reservation and pays its deposit through checkout (depositOps), as the shopper does. */
export function bookAndPay(state: ShopState, input: BookingInput): ReservationRecord {
  const reservation = ok(bookReservation(state, input));
  const order = ok(submitDeposit(state, { bookingId: reservation.order_id, paymentMethod: 'card' }));
  ok(payDeposit(state, { orderId: order.order_id }));
  return reservation;
}
