import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { toVoucher } from './bookingVerification.actors';
import { sampleVoucher, usedVoucher, verificationFailures, verifiedVoucher } from './bookingVerification.fixtures';
import { bookingVerificationMachine } from './bookingVerification.machine';
import type { Voucher, VoucherRequest } from './bookingVerification.types';

function start(lookUp: (input: VoucherRequest) => Promise<Voucher>, confirm?: (input: VoucherRequest) => Promise<Voucher>) {
  const confirmed = vi.fn(confirm ?? (async () => verifiedVoucher));
  const actor = createActor(
    bookingVerificationMachine.provide({
      actors: {
        scanCode: fromPromise(() => Promise.reject({ reason: 'unavailable' })),
        lookUpVoucher: fromPromise(async ({ input }: { input: VoucherRequest }) => lookUp(input)),
        confirmVoucher: fromPromise(async ({ input }: { input: VoucherRequest }) => confirmed(input)),
      },
    }),
    { input: {} },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, confirmed, emitted };
}

describe('bookingVerification', () => {
  it('looks up only a complete code and confirms once on a double tap', async () => {
    const { actor, confirmed } = start(async () => sampleVoucher);
    actor.send({ type: 'setCode', code: '4821' });
    actor.send({ type: 'lookUp' });
    expect(actor.getSnapshot().matches('entering')).toBe(true);
    actor.send({ type: 'setCode', code: '48213705' });
    actor.send({ type: 'lookUp' });
    await waitFor(actor, (s) => s.matches('voucher'));
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('verified'));
    actor.send({ type: 'confirm' });
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(confirmed).toHaveBeenCalledWith({ code: '48213705', kind: 'booking' });
  });

  it('shows who used a used code and never verifies it', async () => {
    const { actor, confirmed } = start(async () => usedVoucher);
    actor.send({ type: 'setCode', code: '98213705' });
    actor.send({ type: 'lookUp' });
    await waitFor(actor, (s) => s.matches('used'));
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().matches('used')).toBe(true);
    expect(actor.getSnapshot().context.voucher).toMatchObject({ usedBy: usedVoucher.usedBy, usedAt: usedVoucher.usedAt });
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('redeems a coupon through the coupon call', async () => {
    const { actor, confirmed } = start(async () => sampleVoucher);
    actor.send({ type: 'setKind', kind: 'coupon' });
    actor.send({ type: 'setCode', code: '12345678' });
    actor.send({ type: 'lookUp' });
    await waitFor(actor, (s) => s.matches('voucher'));
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(confirmed).toHaveBeenCalledWith({ code: '12345678', kind: 'coupon' });
  });

  it('opens the live-chat dialog on 20001 and sends the account centre away', async () => {
    const { actor, emitted } = start(() => Promise.reject(verificationFailures.liveChat));
    actor.send({ type: 'setCode', code: '48213705' });
    actor.send({ type: 'lookUp' });
    await waitFor(actor, (s) => s.matches('liveChat'));
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'openAccountCentre' });
    expect(emitted).toEqual([{ type: 'navigate', to: '/m/center.php' }]);
  });

  it.each([
    ['login', verificationFailures.login, { type: 'navigate', to: '/m/login.php' }],
    ['home', verificationFailures.home, { type: 'navigate', to: '/m' }],
    ['not found', verificationFailures.notFound, { type: 'notFound' }],
  ])('leaves on %s (spec §8)', async (_, failure, expected) => {
    const { actor, emitted } = start(() => Promise.reject(failure));
    actor.send({ type: 'setCode', code: '48213705' });
    actor.send({ type: 'lookUp' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([expected]);
  });

  it('falls back to typing when scanning is unavailable', async () => {
    const { actor } = start(async () => sampleVoucher);
    actor.send({ type: 'scan' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.scanProblem === 'unavailable');
  });

  it('looks up a scanned code at once, and says when the camera was refused', async () => {
    const scans: Promise<{ code: string }>[] = [Promise.reject({ reason: 'denied' }), Promise.resolve({ code: '48213705' })];
    const lookUp = vi.fn(async (_input: VoucherRequest) => sampleVoucher);
    const actor = createActor(
      bookingVerificationMachine.provide({
        actors: {
          scanCode: fromPromise(() => scans.shift() ?? Promise.reject({ reason: 'cancelled' })),
          lookUpVoucher: fromPromise(async ({ input }: { input: VoucherRequest }) => lookUp(input)),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'scan' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.scanProblem === 'denied');
    actor.send({ type: 'scan' });
    expect(actor.getSnapshot().context.scanProblem).toBeNull();
    await waitFor(actor, (s) => s.matches('voucher'));
    expect(lookUp).toHaveBeenCalledWith({ code: '48213705', kind: 'booking' });
  });

  it('reads who and when from the answer when present, else the reservation customer', () => {
    const order = {
      order_id: '77001',
      order_sn: 'BK1',
      service: { service_id: '1', name: 'Facial', price: 1490, duration_minutes: 60 },
      customer_name: 'Ploy',
      appointment_at: '2025-03-21 14:00:00',
      status: 'verified',
      paid: 298,
      created_at: '2025-03-13 18:05:00',
    };
    const withFields = { code: '9', order, verified: true, verified_by: 'Namfon', verified_at: '2025-03-14 11:00:00' };
    expect(toVoucher(withFields)).toMatchObject({ usedBy: 'Namfon', usedAt: '2025-03-14 11:00:00' });
    expect(toVoucher({ code: '9', order, verified: true })).toMatchObject({ usedBy: 'Ploy', usedAt: null });
    expect(toVoucher({ code: '1', order, verified: false })).toMatchObject({ usedBy: null, usedAt: null });
  });
});
