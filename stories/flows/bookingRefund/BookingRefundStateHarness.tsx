import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  bookingRefundMachine,
  type BookingRefundContext,
  type ReservationRefundApplyInput,
  type ReservationRefundLoaded,
  type ReservationRefundModifyInput,
  type ReservationRefundView,
} from '../../../src/machines/bookingRefund';
import { BookingRefundView } from '../../../src/pages/flows/bookingRefund';

const never = <T,>() => new Promise<T>(() => {});

/** The effects never settle: the story stays in the state it shows. */
const logic = bookingRefundMachine.provide({
  actors: {
    loadRefund: fromPromise<ReservationRefundLoaded, { orderId: string }>(() => never()),
    applyRefund: fromPromise<ReservationRefundView, ReservationRefundApplyInput>(() => never()),
    modifyRefund: fromPromise<ReservationRefundView, ReservationRefundModifyInput>(() => never()),
    cancelRefund: fromPromise<void, { orderId: string }>(() => never()),
  },
});

/** Story-only: the real view on an actor started in a resolved state. */
export function BookingRefundStateHarness({ value, context }: { value: string; context: BookingRefundContext }) {
  const actorRef = useActorRef(logic, { input: { orderId: context.orderId }, snapshot: logic.resolveState({ value, context }) });
  return <BookingRefundView actorRef={actorRef} />;
}
