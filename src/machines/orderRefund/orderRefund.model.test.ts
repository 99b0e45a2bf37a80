import { describe, it } from 'vitest';
import { expectFullCoverage, runModelTest, type ModelEvent } from '../testing/modelTest';
import { loginFailure, sampleRefundOptions, sampleRefundProgress, toastFailure } from './orderRefund.fixtures';
import { orderRefundMachine } from './orderRefund.machine';

const photo = { file: new File(['x'], 'crack.jpg', { type: 'image/jpeg' }), previewUrl: 'blob:crack' };

describe('orderRefund model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: orderRefundMachine,
      input: { orderId: '20250301' },
      events: (snapshot) => {
        const { context } = snapshot;
        const inStep = (step: 'items' | 'reason' | 'amount') => snapshot.matches({ editing: { step } });
        const events: ModelEvent<typeof orderRefundMachine>[] = [
          { type: 'xstate.done.actor.loadOptions', output: sampleRefundOptions },
          { type: 'xstate.error.actor.loadOptions', error: loginFailure },
          { type: 'xstate.error.actor.loadOptions', error: toastFailure },
          { type: 'xstate.done.actor.uploadPhoto', output: { url: 'https://cdn/crack.jpg', path: 'refund/crack.jpg' } },
          { type: 'xstate.error.actor.uploadPhoto', error: new Error('Upload failed') },
          { type: 'xstate.done.actor.submitRefund', output: { refundId: 'R-4099' } },
          { type: 'xstate.error.actor.submitRefund', error: loginFailure },
          { type: 'xstate.error.actor.submitRefund', error: toastFailure },
          { type: 'xstate.done.actor.loadProgress', output: sampleRefundProgress },
          { type: 'xstate.error.actor.loadProgress', error: loginFailure },
          { type: 'xstate.error.actor.loadProgress', error: toastFailure },
        ];
        if (snapshot.matches('failed') || snapshot.matches({ status: 'failed' }) || snapshot.matches({ status: 'shown' })) {
          events.push({ type: 'retry' });
        }
        if (inStep('items')) {
          events.push({ type: 'next' }, context.selected.length === 0 ? { type: 'toggleItem', teamId: 'T1' } : { type: 'toggleAll' });
        }
        if (inStep('reason')) {
          events.push({ type: 'next' }, { type: 'back' });
          if (context.reasonId === '') events.push({ type: 'chooseReason', reasonId: '1' }, { type: 'setRemark', remark: 'Cracked lid' });
          const first = context.photos[0];
          if (first) events.push({ type: 'removePhoto', id: first.id });
          else if (context.reasonId === '') events.push({ type: 'addPhotos', photos: [photo] });
        }
        if (inStep('amount')) events.push({ type: 'submit' }, { type: 'back' }, { type: 'setAmount', amount: context.amount === '99999' ? '500' : '99999' });
        return events;
      },
      serialize: (snapshot) => ({
        value: snapshot.value,
        selected: snapshot.context.selected.length > 0,
        reason: snapshot.context.reasonId,
        amount: snapshot.context.amount === '99999' ? 'high' : 'ok',
        photos: snapshot.context.photos.map((p) => p.status),
        error: snapshot.context.error !== null,
      }),
    });
    expectFullCoverage(coverage);
  }, 30_000);
});
