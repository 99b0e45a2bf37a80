export { OrderRefund } from './OrderRefund';
export type { OrderRefundProps } from './OrderRefund';
export { OrderRefundView } from './OrderRefundView';
export type { OrderRefundActorRef } from './OrderRefundView';
