import type { ApiFailure } from '../../api';
import type { ReservationRefundChoices, ReservationRefundView } from './bookingRefund.types';

/** Test and story data of the reservation refund flow (not used by the product). */
export const sampleChoices: ReservationRefundChoices = {
  reasons: [
    { id: '1', text: 'Something came up' },
    { id: '2', text: 'Booked the wrong time' },
  ],
  maxAmount: 298,
};

export const pendingRefund: ReservationRefundView = {
  refundId: 'BR-1',
  orderId: '77001',
  status: 'pending',
  amount: 298,
  reason: 'Something came up',
  createdAt: '2025-03-13T10:00:00+07:00',
};

export const noRefund: ReservationRefundView = { refundId: null, orderId: '77001', status: 'none', amount: 0, reason: null, createdAt: null };

const failure = (kind: ApiFailure['kind'], code: number, message?: string): ApiFailure => ({
  ok: false,
  kind,
  endpoint: 'applyReservationRefund',
  code,
  ...(message ? { message } : {}),
  showToast: kind === 'toast' || kind === 'network',
  retrySafe: false,
});

/** spec §8 booking responses, one failure per kind of screen. */
export const bookingFailures = {
  login: failure('login', 401),
  home: failure('home', 302),
  notFound: failure('notFound', 303),
  network: failure('network', 500, 'Network Error'),
  liveChat: failure('liveChat', 20001, 'Please talk to us about this account'),
} as const;
