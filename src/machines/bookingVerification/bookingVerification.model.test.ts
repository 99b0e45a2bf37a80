import { describe, it } from 'vitest';
import { expectFullCoverage, runModelTest, type ModelEvent } from '../testing/modelTest';
import { sampleVoucher, usedVoucher, verificationFailures, verifiedVoucher } from './bookingVerification.fixtures';
import { bookingVerificationMachine } from './bookingVerification.machine';

type Event = ModelEvent<typeof bookingVerificationMachine>;

function failures(id: string): Event[] {
  return Object.values(verificationFailures).map((error) => ({ type: `xstate.error.actor.${id}`, error }));
}

describe('bookingVerification model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: bookingVerificationMachine,
      input: {},
      events: (snapshot) => [
        { type: 'setCode', code: snapshot.context.code === '' ? '48213705' : '' },
        ...(snapshot.context.code === '' && snapshot.context.kind === 'booking' ? [{ type: 'setKind', kind: 'coupon' } as const] : []),
        { type: 'lookUp' },
        { type: 'scan' },
        { type: 'cancelScan' },
        { type: 'confirm' },
        { type: 'reset' },
        { type: 'openLiveChat' },
        { type: 'openAccountCentre' },
        { type: 'closeDialog' },
        { type: 'xstate.done.actor.scanCode', output: { code: '48213705' } },
        { type: 'xstate.error.actor.scanCode', error: { reason: 'unavailable' } },
        { type: 'xstate.error.actor.scanCode', error: { reason: 'denied' } },
        { type: 'xstate.error.actor.scanCode', error: { reason: 'cancelled' } },
        { type: 'xstate.done.actor.lookUpVoucher', output: sampleVoucher },
        { type: 'xstate.done.actor.lookUpVoucher', output: usedVoucher },
        ...failures('lookUpVoucher'),
        { type: 'xstate.done.actor.confirmVoucher', output: verifiedVoucher },
        ...failures('confirmVoucher'),
      ],
      serialize: (snapshot) => ({
        value: snapshot.value,
        code: snapshot.context.code !== '',
        kind: snapshot.context.kind,
        scan: snapshot.context.scanProblem,
        error: snapshot.context.error !== null,
      }),
    });
    expectFullCoverage(coverage);
  }, 30_000);
});
