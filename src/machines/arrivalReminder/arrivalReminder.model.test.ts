import { expect, it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { arrivalReminderMachine } from './arrivalReminder.machine';

it('arrivalReminder: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: arrivalReminderMachine,
    input: { tid: '1001', isLogin: false, returnTo: '/m/koko/lip-tint-1001.html' },
    events: [
      { type: 'register' },
      { type: 'login.changed', isLogin: true },
      { type: 'login.changed', isLogin: false },
      { type: 'xstate.done.actor.registerReminder', output: undefined },
      { type: 'xstate.error.actor.registerReminder', error: { kind: 'login' } },
      { type: 'xstate.error.actor.registerReminder', error: { kind: 'failed', message: 'ระบบขัดข้อง' } },
    ],
  });
  expectFullCoverage(coverage);
  expect(coverage.emitted.some((event) => event.type === 'navigate')).toBe(true);
});
