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

/**
 * Why scanning could not give a code: no camera scanner on this phone or browser, the camera was
 * refused (the merchant may allow it and scan again), or the merchant closed the scanner.
 */
export interface ScanFailure {
  readonly reason: 'unavailable' | 'denied' | 'cancelled';
}

/** What the entering screen says about scanning after a scan ended without a code. */
export type ScanProblem = 'unavailable' | 'denied';
