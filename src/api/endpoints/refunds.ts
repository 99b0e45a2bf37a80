import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import {
  refundBranchesSchema,
  refundDetailSchema,
  refundMethodsSchema,
  refundOptionsSchema,
  refundPageSchema,
  refundPickUpSchema,
  refundSubmitSchema,
} from '../schemas/refund';
import { endpointsOf } from './define';

const ep = endpointsOf('refunds');
const R = '/wap/api/order/refund';
const chosen = { chosen: 'path below /wap/api/order/refund/ and payload not shown in spec §7' };

export const getRefunds = ep<{ page?: number }>()('getRefunds', 'legacy', 'GET', `${R}/list`, legacyResponse(refundPageSchema), chosen);
export const getRefundDetail = ep<{ refund_id: string }>()('getRefundDetail', 'legacy', 'GET', `${R}/detail`, legacyResponse(refundDetailSchema), chosen);
export const getRefundOptions = ep<{ order_id: string }>()('getRefundOptions', 'legacy', 'GET', `${R}/options`, legacyResponse(refundOptionsSchema), chosen);
export const getRefundBookTypes = ep<{ refund_id: string }>()('getRefundBookTypes', 'legacy', 'GET', `${R}/book_type`, legacyResponse(refundMethodsSchema), chosen);
export const getRefundBranches = ep<{ province?: string }>()('getRefundBranches', 'legacy', 'GET', `${R}/branch`, legacyResponse(refundBranchesSchema), chosen);
export const getRefundPickUpSlots = ep<{ refund_id: string }>()('getRefundPickUpSlots', 'legacy', 'GET', `${R}/pick_up`, legacyResponse(refundPickUpSchema), chosen);
export const submitRefund = ep<{
  order_id: string;
  team_ids: readonly string[];
  reason_id: string;
  amount: number;
  remark?: string;
  images?: readonly string[];
}>()('submitRefund', 'legacy', 'POST', `${R}/submit`, legacyResponse(refundSubmitSchema), chosen);
/** How the goods go back: book_type (branch drop-off or pick-up) with its branch or slot. */
export const submitRefundReturn = ep<{
  refund_id: string;
  book_type: string;
  branch_id?: string;
  pickup_date?: string;
  pickup_time?: string;
}>()('submitRefundReturn', 'legacy', 'POST', `${R}/return`, legacyResponse(ackSchema), chosen);
export const cancelRefund = ep<{ refund_id: string }>()('cancelRefund', 'legacy', 'POST', `${R}/cancel`, legacyResponse(ackSchema), chosen);
/** Changes a pending request: what is sent replaces the request's lines, reason, amount, note or photos; answers the request. */
export const modifyRefund = ep<{
  refund_id: string;
  team_ids?: readonly string[];
  reason_id?: string;
  amount?: number;
  remark?: string;
  images?: readonly string[];
}>()('modifyRefund', 'legacy', 'POST', `${R}/modify`, legacyResponse(refundDetailSchema), chosen);

export const refundEndpoints = [
  getRefunds,
  getRefundDetail,
  getRefundOptions,
  getRefundBookTypes,
  getRefundBranches,
  getRefundPickUpSlots,
  submitRefund,
  submitRefundReturn,
  cancelRefund,
  modifyRefund,
] as const;
