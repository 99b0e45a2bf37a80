export { orderRefundMachine, REFUND_PHOTO_LIMIT } from './orderRefund.machine';
export type { OrderRefundContext, OrderRefundEmitted, OrderRefundEvent, OrderRefundInput, OrderRefundMachine } from './orderRefund.machine';
export { createOrderRefundActors, REFUND_PHOTO_BIZ_TYPE } from './orderRefund.actors';
export { amountProblem, refundableAmount, selectedTotal } from './orderRefund.rules';
export type { AmountProblem } from './orderRefund.rules';
export type * from './orderRefund.types';
