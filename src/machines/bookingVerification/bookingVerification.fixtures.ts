import type { ApiFailure } from '../../api';
import type { Voucher } from './bookingVerification.types';

/** Test and story data of the counter verification (not used by the product). */
export const sampleVoucher: Voucher = {
  code: '48213705',
  verified: false,
  usedBy: null,
  usedAt: null,
  order: {
    orderSn: 'BK25032000',
    serviceName: 'Thai Herbal Glow Facial, 60 min',
    storeName: 'Glow Studio Siam Square',
    customerName: 'Ploy Siriwan',
    appointmentAt: '2025-03-21T14:00:00+07:00',
    price: 1490,
    paid: 298,
    finalPayment: 1192,
  },
};

export const verifiedVoucher: Voucher = { ...sampleVoucher, verified: true };

export const usedVoucher: Voucher = {
  ...sampleVoucher,
  verified: true,
  usedBy: 'Khun Namfon (Glow Studio Siam Square)',
  usedAt: '2025-03-14T11:20:00+07:00',
};

const failure = (kind: ApiFailure['kind'], code: number, message?: string): ApiFailure => ({
  ok: false,
  kind,
  endpoint: 'getVerification',
  code,
  ...(message ? { message } : {}),
  showToast: kind === 'toast' || kind === 'network',
  retrySafe: true,
});

/** spec §8 booking responses on provider paths, one per kind of screen. */
export const verificationFailures = {
  liveChat: failure('liveChat', 20001, 'Your merchant account needs to be checked.'),
  login: failure('login', 403),
  home: failure('home', 302),
  notFound: failure('notFound', 301),
  network: failure('network', 500, 'Network Error'),
} as const;
