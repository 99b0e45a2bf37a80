import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginFailure, sampleRefundOptions, sampleRefundProgress } from './orderRefund.fixtures';
import { orderRefundMachine } from './orderRefund.machine';
import { amountProblem, refundableAmount } from './orderRefund.rules';
import type { RefundRequest, UploadedPhoto, UploadPhotoInput } from './orderRefund.types';

function start(overrides: { submit?: (input: RefundRequest) => Promise<{ refundId: string }>; upload?: (input: UploadPhotoInput) => Promise<UploadedPhoto> } = {}) {
  const submit = vi.fn(overrides.submit ?? (async () => ({ refundId: 'R-1' })));
  const upload = vi.fn(overrides.upload ?? (async (input: UploadPhotoInput) => ({ url: `https://cdn/${input.id}.jpg`, path: `refund/${input.id}.jpg` })));
  const actor = createActor(
    orderRefundMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => sampleRefundOptions),
        uploadPhoto: fromPromise(async ({ input }: { input: UploadPhotoInput }) => upload(input)),
        submitRefund: fromPromise(async ({ input }: { input: RefundRequest }) => submit(input)),
        loadProgress: fromPromise(async () => sampleRefundProgress),
      },
    }),
    { input: { orderId: 'O-1' } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, submit, upload, emitted };
}

const file = new File(['x'], 'crack.jpg', { type: 'image/jpeg' });

describe('orderRefund', () => {
  it('caps the amount at the chosen lines, never above the order maximum', () => {
    expect(refundableAmount(sampleRefundOptions, ['T1'])).toBe(890);
    expect(refundableAmount(sampleRefundOptions, ['T1', 'T2'])).toBe(1180);
    expect(amountProblem('1181', 1180)).toBe('tooHigh');
    expect(amountProblem('', 1180)).toBe('required');
    expect(amountProblem('0', 1180)).toBe('zero');
    expect(amountProblem('12a', 1180)).toBe('number');
    expect(amountProblem('1180', 1180)).toBeNull();
  });

  it('walks the steps, uploads the photos and sends one request on a double submit', async () => {
    const { actor, submit, upload } = start();
    await waitFor(actor, (s) => s.matches({ editing: { step: 'items' } }));
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().matches({ editing: { step: 'items' } })).toBe(true);
    actor.send({ type: 'toggleItem', teamId: 'T1' });
    actor.send({ type: 'next' });
    actor.send({ type: 'chooseReason', reasonId: '1' });
    actor.send({ type: 'setRemark', remark: '  Cracked lid  ' });
    actor.send({ type: 'addPhotos', photos: [{ file, previewUrl: 'blob:1' }] });
    await waitFor(actor, (s) => s.context.photos.every((p) => p.status === 'done'));
    expect(upload).toHaveBeenCalledWith({ id: 'photo-1', file });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.amount).toBe('890');
    actor.send({ type: 'setAmount', amount: '5000' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ editing: { step: 'amount' } })).toBe(true);
    actor.send({ type: 'setAmount', amount: '800' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches({ status: 'shown' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      orderId: 'O-1',
      teamIds: ['T1'],
      reasonId: '1',
      amount: 800,
      remark: 'Cracked lid',
      images: ['refund/photo-1.jpg'],
    });
    expect(actor.getSnapshot().context.progress).toEqual(sampleRefundProgress);
  });

  it('keeps the shopper on the reason step while a photo uploads, and marks a failed one', async () => {
    let fail: (error: Error) => void = () => {};
    const { actor } = start({ upload: () => new Promise((_, reject) => (fail = reject)) });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'items' } }));
    actor.send({ type: 'toggleAll' });
    actor.send({ type: 'next' });
    actor.send({ type: 'chooseReason', reasonId: '2' });
    actor.send({ type: 'addPhotos', photos: [{ file, previewUrl: 'blob:1' }] });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().matches({ editing: { step: 'reason' } })).toBe(true);
    fail(new Error('Upload failed'));
    await waitFor(actor, (s) => s.context.photos[0]?.status === 'error');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().matches({ editing: { step: 'amount' } })).toBe(true);
    expect(actor.getSnapshot().context.amount).toBe('1180');
  });

  it('sends the shopper to login when the session ended', async () => {
    const { actor, emitted } = start({ submit: () => Promise.reject({ ...loginFailure, loginLink: '/m/login.php?from=refund' }) });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'items' } }));
    actor.send({ type: 'toggleItem', teamId: 'T2' });
    actor.send({ type: 'next' });
    actor.send({ type: 'chooseReason', reasonId: '1' });
    actor.send({ type: 'next' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/m/login.php?from=refund' }]);
  });
});
