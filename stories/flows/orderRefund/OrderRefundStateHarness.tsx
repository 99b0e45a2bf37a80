import { useActorRef } from '@xstate/react';
import { fromPromise, type StateValue } from 'xstate';
import {
  orderRefundMachine,
  type OrderRefundContext,
  type RefundOptions,
  type RefundProgress,
  type RefundRequest,
  type UploadedPhoto,
  type UploadPhotoInput,
} from '../../../src/machines/orderRefund';
import { OrderRefundView } from '../../../src/pages/flows/orderRefund';

const never = <T,>() => new Promise<T>(() => {});

/** The effects never settle: the story stays in the state it shows. */
const logic = orderRefundMachine.provide({
  actors: {
    loadOptions: fromPromise<RefundOptions, { orderId: string }>(() => never()),
    uploadPhoto: fromPromise<UploadedPhoto, UploadPhotoInput>(() => never()),
    submitRefund: fromPromise<{ refundId: string }, RefundRequest>(() => never()),
    loadProgress: fromPromise<RefundProgress, { refundId: string }>(() => never()),
  },
});

/** Story-only: the real view on an actor started in a resolved state. */
export function OrderRefundStateHarness({ value, context }: { value: StateValue; context: OrderRefundContext }) {
  const actorRef = useActorRef(logic, { input: { orderId: context.orderId }, snapshot: logic.resolveState({ value, context }) });
  return <OrderRefundView actorRef={actorRef} />;
}
