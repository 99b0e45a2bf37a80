import { describe, it } from 'vitest';
import { expectFullCoverage, runModelTest, type ModelEvent } from '../testing/modelTest';
import { bookingFailures, noRefund, pendingRefund, sampleChoices } from './bookingRefund.fixtures';
import { bookingRefundMachine } from './bookingRefund.machine';

type Event = ModelEvent<typeof bookingRefundMachine>;

/** Every way an invoked call can end: its result and each kind of booking failure. */
function endings(id: string, output: unknown): Event[] {
  return [
    { type: `xstate.done.actor.${id}`, output },
    { type: `xstate.error.actor.${id}`, error: bookingFailures.login },
    { type: `xstate.error.actor.${id}`, error: bookingFailures.home },
    { type: `xstate.error.actor.${id}`, error: bookingFailures.notFound },
    { type: `xstate.error.actor.${id}`, error: bookingFailures.network },
    { type: `xstate.error.actor.${id}`, error: bookingFailures.liveChat },
  ];
}

describe('bookingRefund model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: bookingRefundMachine,
      input: { orderId: '77001' },
      events: (snapshot) => [
        ...endings('loadRefund', { refund: pendingRefund, choices: sampleChoices }),
        { type: 'xstate.done.actor.loadRefund', output: { refund: noRefund, choices: sampleChoices } },
        ...endings('applyRefund', pendingRefund),
        ...endings('modifyRefund', { ...pendingRefund, reason: 'Booked the wrong time' }),
        ...endings('cancelRefund', undefined),
        ...(snapshot.context.reasonId === ''
          ? [{ type: 'chooseReason', reasonId: '1' } as const]
          : [{ type: 'setRemark', remark: 'Sorry' } as const]),
        ...(snapshot.context.reasonId === '1' ? [{ type: 'chooseReason', reasonId: '2' } as const] : []),
        { type: 'apply' },
        { type: 'modify' },
        { type: 'save' },
        { type: 'cancelRefund' },
        { type: 'confirm' },
        { type: 'dismiss' },
        { type: 'back' },
        { type: 'applyAgain' },
        { type: 'retry' },
      ],
      serialize: (snapshot) => ({
        value: snapshot.value,
        reason: snapshot.context.reasonId,
        status: snapshot.context.refund?.status ?? null,
        error: snapshot.context.error !== null,
      }),
    });
    expectFullCoverage(coverage);
  }, 30_000);
});
