import { fromCall } from '../shared/fromCall';
import { confirmVerification, getVerification, verifyCoupon, type ApiClient, type Verification } from '../../api';
import type { ScanFailure, Voucher, VoucherRequest } from './bookingVerification.types';

function text(value: string | null | undefined): string | null {
  return value ? value : null;
}

export function toVoucher(data: Verification): Voucher {
  const order = data.order ?? null;
  return {
    code: data.code,
    verified: data.verified,
    usedBy: data.verified ? (text(data.verified_by) ?? order?.customer_name ?? null) : null,
    usedAt: data.verified ? text(data.verified_at) : null,
    order: order
      ? {
          orderSn: order.order_sn,
          serviceName: order.service.name,
          storeName: order.store_name ?? null,
          customerName: order.customer_name ?? null,
          appointmentAt: order.appointment_at,
          price: order.service.price,
          paid: order.paid,
          finalPayment: order.final_payment ?? null,
        }
      : null,
  };
}

export interface BookingVerificationActorOptions {
  /**
   * The scanner of the app shell, when there is one: resolves with the scanned code, rejects with
   * `{ reason: 'cancelled' }`. Without it (mobile web) scanning reports `unavailable`.
   */
  readonly scan?: (signal: AbortSignal) => Promise<string>;
}

/** The real effects of the verification: the provider verification endpoints, and the scanner if any. */
export function createBookingVerificationActors(client: ApiClient, options: BookingVerificationActorOptions = {}) {
  return {
    scanCode: fromCall<{ code: string }, void>(async ({ signal }) => {
      if (!options.scan) {
        const unavailable: ScanFailure = { reason: 'unavailable' };
        throw unavailable;
      }
      return { code: await options.scan(signal) };
    }),
    lookUpVoucher: fromCall<Voucher, VoucherRequest>(async ({ input, signal }) => {
      const result = await getVerification(client, { code: input.code }, { signal, suppressToast: true });
      if (!result.ok) throw result;
      return toVoucher(result.data);
    }),
    confirmVoucher: fromCall<Voucher, VoucherRequest>(async ({ input, signal }) => {
      const confirm = input.kind === 'coupon' ? verifyCoupon : confirmVerification;
      const result = await confirm(client, { code: input.code }, { signal, suppressToast: true });
      if (!result.ok) throw result;
      return toVoucher(result.data);
    }),
  };
}
