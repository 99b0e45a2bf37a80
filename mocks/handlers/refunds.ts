import { refundEndpoints } from '../../src/api/endpoints/refunds';
import { requestedPage } from '../fixtures/paging';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { pickUpSlots, RETURN_BRANCHES } from '../shop/shopping/refundCatalogue';
import { cancelRefund, chooseReturn, listRefunds, modifyRefund, refundOf, refundOptions, submitRefund } from '../shop/shopping/refundOps';
import { renderRefund, renderRefundDetail, renderRefundOptions, renderReturnMethods } from '../shop/shopping/refundView';
import { listParam, numberParam, textParam } from '../shop/requestParams';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

/** A write that answers nothing (an acknowledgement), or the rule it broke. */
const ack = (outcome: unknown) => (isFailure(outcome) ? outcome : null);

export const refundMocks: AreaMocks<'refunds'> = {
  getRefunds: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const page = listRefunds(shop, { page: requestedPage(params.page) });
      return isFailure(page) ? page : { list: page.list.map((refund) => renderRefund(shop, refund, locale)), paging: page.paging };
    },
  },
  getRefundDetail: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const refund = refundOf(shop, { refundId: textParam(params, 'refund_id') });
      return isFailure(refund) ? refund : renderRefundDetail(shop, refund, locale);
    },
  },
  getRefundOptions: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const options = refundOptions(shop, { orderId: textParam(params, 'order_id') });
      return isFailure(options) ? options : renderRefundOptions(options.order, options.refundable, locale);
    },
  },
  getRefundBookTypes: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const refund = refundOf(shop, { refundId: textParam(params, 'refund_id') });
      return isFailure(refund) ? refund : renderReturnMethods(refund, locale);
    },
  },
  getRefundBranches: { needsLogin: true, ok: () => ({ list: RETURN_BRANCHES.map((branch) => ({ ...branch })) }) },
  getRefundPickUpSlots: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const refund = refundOf(shop, { refundId: textParam(params, 'refund_id') });
      return isFailure(refund) ? refund : { slots: pickUpSlots(shop.clock) };
    },
  },
  submitRefund: {
    needsLogin: true,
    ok: ({ shop, params, lists }) => {
      const refund = submitRefund(shop, {
        orderId: textParam(params, 'order_id'),
        teamIds: listParam(lists, 'team_ids'),
        reasonId: textParam(params, 'reason_id'),
        amount: numberParam(params, 'amount'),
        remark: textParam(params, 'remark'),
        images: listParam(lists, 'images'),
      });
      return isFailure(refund) ? refund : { refund_id: refund.refund_id };
    },
  },
  submitRefundReturn: {
    needsLogin: true,
    ok: ({ shop, params }) =>
      ack(
        chooseReturn(shop, {
          refundId: textParam(params, 'refund_id'),
          bookType: textParam(params, 'book_type'),
          branchId: textParam(params, 'branch_id'),
          pickupDate: textParam(params, 'pickup_date'),
          pickupTime: textParam(params, 'pickup_time'),
        }),
      ),
  },
  cancelRefund: { needsLogin: true, ok: ({ shop, params }) => ack(cancelRefund(shop, { refundId: textParam(params, 'refund_id') })) },
  modifyRefund: {
    needsLogin: true,
    ok: ({ shop, params, lists, locale }) => {
      const images = listParam(lists, 'images');
      const refund = modifyRefund(shop, {
        refundId: textParam(params, 'refund_id'),
        teamIds: listParam(lists, 'team_ids'),
        reasonId: textParam(params, 'reason_id'),
        amount: numberParam(params, 'amount'),
        remark: params.remark,
        images: images.length > 0 ? images : undefined,
      });
      return isFailure(refund) ? refund : renderRefundDetail(shop, refund, locale);
    },
  },
};

/** Refunds under /wap/api/order/refund/ on the session's shop (signed in). */
export function refundHandlers(choice?: AreaScenario<'refunds'>, shop?: MockShop) {
  return buildAreaHandlers(refundEndpoints, refundMocks, choice, shop);
}
