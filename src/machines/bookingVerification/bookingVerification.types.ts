import type { FlowFailure } from '../shared/flowFailure';

/** Which code the merchant verifies: a booking voucher (verification/confirm) or a coupon (verification/coupon). */
export type VerificationKind = 'booking' | 'coupon';

/** The reservation a code belongs to. */
export interface VoucherOrder {
  readonly orderSn: string;
  readonly serviceName: string;
  readonly storeName: string | null;
  readonly customerName: string | null;
  readonly appointmentAt: string;
  readonly price: number;
  readonly paid: number;
  readonly finalPayment: number | null;
}

/** A looked-up code. */
export interface Voucher {
  readonly code: string;
  readonly order: VoucherOrder | null;
  /** Already used: it can never be verified again. */
  readonly verified: boolean;
  /** Who used it, when the backend says (else the reservation's customer). */
  readonly usedBy: string | null;
  /** When it was used, when the backend says. */
  readonly usedAt: string | null;
}

export interface VoucherRequest {
  readonly code: string;
  readonly kind: VerificationKind;
}

/** The failure a screen shows. */
export type VerificationFailure = FlowFailure;

/** Why scanning could not give a code: no scanner here (web), or the merchant closed it. */
export interface ScanFailure {
  readonly reason: 'unavailable' | 'cancelled';
}
