import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingFailures, noRefund, pendingRefund, sampleChoices } from './bookingRefund.fixtures';
import { bookingRefundMachine } from './bookingRefund.machine';
import type { ReservationRefundApplyInput, ReservationRefundLoaded, ReservationRefundModifyInput, ReservationRefundView } from './bookingRefund.types';

function start(loaded: () => Promise<ReservationRefundLoaded>, apply?: (input: ReservationRefundApplyInput) => Promise<typeof pendingRefund>) {
  const applied = vi.fn(apply ?? (async () => pendingRefund));
  const modified = vi.fn(async (input: ReservationRefundModifyInput): Promise<ReservationRefundView> => ({ ...pendingRefund, reason: input.reasonId }));
  const cancelled = vi.fn(async () => undefined);
  const actor = createActor(
    bookingRefundMachine.provide({
      actors: {
        loadRefund: fromPromise(loaded),
        applyRefund: fromPromise(async ({ input }: { input: ReservationRefundApplyInput }) => applied(input)),
        modifyRefund: fromPromise<ReservationRefundView, ReservationRefundModifyInput>(async ({ input }) => modified(input)),
        cancelRefund: fromPromise<void, { orderId: string }>(async () => {
          await cancelled();
        }),
      },
    }),
    { input: { orderId: '77001' } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, applied, modified, cancelled, emitted };
}

const none = async () => ({ refund: noRefund, choices: sampleChoices });
const pending = async () => ({ refund: pendingRefund, choices: sampleChoices });

describe('bookingRefund', () => {
  it('applies only after the confirmation, for the refundable amount', async () => {
    const { actor, applied } = start(none);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'chooseReason', reasonId: '2' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'dismiss' });
    expect(applied).not.toHaveBeenCalled();
    actor.send({ type: 'apply' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('applied'));
    expect(applied).toHaveBeenCalledTimes(1);
    expect(applied).toHaveBeenCalledWith({ orderId: '77001', reasonId: '2', amount: 298, remark: '' });
  });

  it('starts a change from the standing reason and withdraws after a confirmation', async () => {
    const { actor, modified, cancelled } = start(pending);
    await waitFor(actor, (s) => s.matches('applied'));
    actor.send({ type: 'modify' });
    expect(actor.getSnapshot().context.reasonId).toBe('1');
    actor.send({ type: 'chooseReason', reasonId: '2' });
    actor.send({ type: 'save' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('applied'));
    expect(modified).toHaveBeenCalledWith({ orderId: '77001', reasonId: '2', remark: '' });
    actor.send({ type: 'cancelRefund' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.refund?.status).toBe('cancelled');
  });

  it('never changes a decided request', async () => {
    const { actor } = start(async () => ({ refund: { ...pendingRefund, status: 'refunded' }, choices: sampleChoices }));
    await waitFor(actor, (s) => s.matches('applied'));
    actor.send({ type: 'modify' });
    actor.send({ type: 'cancelRefund' });
    expect(actor.getSnapshot().matches('applied')).toBe(true);
  });

  it.each([
    ['login', bookingFailures.login, { type: 'navigate', to: '/m/login.php' }],
    ['home', bookingFailures.home, { type: 'navigate', to: '/m' }],
    ['not found', bookingFailures.notFound, { type: 'notFound' }],
  ])('leaves the screen on %s (spec §8)', async (_, failure, expected) => {
    const { actor, emitted } = start(() => Promise.reject(failure));
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([expected]);
  });

  it('asks for the live chat on 20001 to apply and keeps the chosen reason, with no message in place (spec §8)', async () => {
    const { actor, emitted } = start(none, () => Promise.reject(bookingFailures.liveChat));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'chooseReason', reasonId: '2' });
    actor.send({ type: 'setRemark', remark: 'Moving house' });
    actor.send({ type: 'apply' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('choosing') && !s.hasTag('dialog'));
    expect(emitted).toEqual([{ type: 'liveChat', message: 'Please talk to us about this account' }]);
    expect(actor.getSnapshot().context).toMatchObject({ reasonId: '2', remark: 'Moving house', error: null });
  });

  it('asks for the live chat on 20001 to load and offers the retry behind it', async () => {
    const { actor, emitted } = start(() => Promise.reject({ ...bookingFailures.liveChat, message: undefined }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(emitted).toEqual([{ type: 'liveChat', message: null }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks for the live chat on 20001 to change or withdraw, and stays on the request', async () => {
    const { actor, emitted, modified, cancelled } = start(pending);
    modified.mockRejectedValueOnce(bookingFailures.liveChat);
    cancelled.mockRejectedValueOnce(bookingFailures.liveChat);
    await waitFor(actor, (s) => s.matches('applied'));
    actor.send({ type: 'modify' });
    actor.send({ type: 'chooseReason', reasonId: '2' });
    actor.send({ type: 'save' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ reasonId: '2', error: null });
    actor.send({ type: 'back' });
    actor.send({ type: 'cancelRefund' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('applied') && !s.hasTag('dialog'));
    expect(actor.getSnapshot().context).toMatchObject({ refund: { status: 'pending' }, error: null });
    expect(emitted).toEqual([
      { type: 'liveChat', message: 'Please talk to us about this account' },
      { type: 'liveChat', message: 'Please talk to us about this account' },
    ]);
  });

  it('shows a missing response as Network Error in place', async () => {
    const { actor, emitted } = start(none, () => Promise.reject(bookingFailures.network));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'chooseReason', reasonId: '1' });
    actor.send({ type: 'apply' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 500, message: 'Network Error' });
    expect(emitted).toEqual([]);
  });
});
