import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api';
import { createOrderRefundActors, orderRefundMachine, type RefundOptions } from '../../../machines/orderRefund';

/**
 * The orderRefund machine with its real effects (photo uploads, submit, status), its options
 * answered with what the page's loader fetched (one line for request_one.php): no second call.
 * A failed load never reaches the flow: the page shows it with a retry of the loader.
 */
export function refundRequestLogic(client: ApiClient, loaded: RefundOptions) {
  return orderRefundMachine.provide({
    actors: {
      ...createOrderRefundActors(client),
      loadOptions: fromPromise<RefundOptions, { orderId: string }>(async () => loaded),
    },
  });
}
