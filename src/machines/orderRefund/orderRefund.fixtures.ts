import type { ApiFailure } from '../../api';
import type { RefundOptions, RefundProgress } from './orderRefund.types';

/** Test and story data of the order refund flow (not used by the product). */
export const sampleRefundOptions: RefundOptions = {
  reasons: [
    { id: '1', text: 'Damaged in transit' },
    { id: '2', text: 'Received the wrong item' },
  ],
  maxAmount: 1180,
  items: [
    { teamId: 'T1', name: 'Hydrating serum 30 ml', image: '/img/serum.jpg', quantity: 1, price: 890 },
    { teamId: 'T2', name: 'Sheet mask, pack of 5', image: '/img/mask.jpg', quantity: 2, price: 290 },
  ],
};

export const sampleRefundProgress: RefundProgress = {
  refundId: 'R-4099',
  status: 'pending',
  statusText: 'Under review',
  amount: 890,
  reason: 'Damaged in transit',
  steps: [
    { title: 'Request sent', time: '2025-03-14T10:00:00+07:00', done: true },
    { title: 'Shop review', time: null, done: false },
    { title: 'Money returned', time: null, done: false },
  ],
};

export const loginFailure: ApiFailure = { ok: false, kind: 'login', endpoint: 'submitRefund', code: 401, showToast: false, retrySafe: false };
export const toastFailure: ApiFailure = {
  ok: false,
  kind: 'toast',
  endpoint: 'submitRefund',
  code: 1,
  message: 'The refund window for this order has closed.',
  showToast: true,
  retrySafe: false,
};
