import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  bookingVerificationMachine,
  type BookingVerificationContext,
  type Voucher,
  type VoucherRequest,
} from '../../../src/machines/bookingVerification';
import { BookingVerificationView } from '../../../src/pages/flows/bookingVerification';

const never = <T,>() => new Promise<T>(() => {});

/** The effects never settle: the story stays in the state it shows. */
const logic = bookingVerificationMachine.provide({
  actors: {
    scanCode: fromPromise<{ code: string }, void>(() => never()),
    lookUpVoucher: fromPromise<Voucher, VoucherRequest>(() => never()),
    confirmVoucher: fromPromise<Voucher, VoucherRequest>(() => never()),
  },
});

/** Story-only: the real view on an actor started in a resolved state. */
export function BookingVerificationStateHarness({ value, context }: { value: string; context: BookingVerificationContext }) {
  const actorRef = useActorRef(logic, { input: { kind: context.kind }, snapshot: logic.resolveState({ value, context }) });
  return <BookingVerificationView actorRef={actorRef} />;
}
