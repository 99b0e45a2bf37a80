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

const noPreview = () => {};

/**
 * Story-only: the real view on an actor started in a resolved state, on a phone that can scan unless
 * `canScan` is false (the camera preview stays empty).
 */
export function BookingVerificationStateHarness({ value, context, canScan = true }: { value: string; context: BookingVerificationContext; canScan?: boolean }) {
  const actorRef = useActorRef(logic, { input: { kind: context.kind }, snapshot: logic.resolveState({ value, context }) });
  return <BookingVerificationView actorRef={actorRef} canScan={canScan} onPreview={noPreview} />;
}
