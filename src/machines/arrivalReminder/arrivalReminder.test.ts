import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { arrivalReminderMachine, registeredArrivalReminder } from './arrivalReminder.machine';

function start(isLogin: boolean, outcome: () => Promise<void>) {
  const sent: { action: string; tid: string }[] = [];
  const logic = arrivalReminderMachine.provide({
    actors: {
      registerReminder: fromPromise<void, { readonly action: 'add'; readonly tid: string }>(async ({ input }) => {
        sent.push(input);
        return outcome();
      }),
    },
  });
  const actor = createActor(logic, { input: { tid: '1001', isLogin, returnTo: '/m/koko/tint-1001.html' } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sent, emitted };
}

describe('arrivalReminder machine', () => {
  it('registers a logged-in shopper with action add and tid, then toasts success', async () => {
    const { actor, sent, emitted } = start(true, async () => {});
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'register' }); // a second tap while busy sends nothing more
    await waitFor(actor, (s) => s.matches('registered'));
    expect(sent).toEqual([{ action: 'add', tid: '1001' }]);
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', messageKey: 'arrivalReminder.toast.registered' }]);
  });

  it('sends a logged-out shopper to login with the way back, and sends nothing', () => {
    const { actor, sent, emitted } = start(false, async () => {});
    actor.send({ type: 'register' });
    expect(sent).toEqual([]);
    expect(emitted).toEqual([{ type: 'navigate', to: `/m/login.php?redirect=${encodeURIComponent('/m/koko/tint-1001.html')}` }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('follows the server login link when the session ran out', async () => {
    const { actor, emitted } = start(true, () => Promise.reject({ kind: 'login', loginLink: '/m/login.php?from=api' }));
    actor.send({ type: 'register' });
    await waitFor(actor, (s) => s.matches('idle') && !s.context.isLogin);
    expect(emitted).toEqual([{ type: 'navigate', to: '/m/login.php?from=api' }]);
  });

  it('toasts the server message on failure and can try again', async () => {
    let fail = true;
    const { actor, sent, emitted } = start(true, () => (fail ? Promise.reject({ kind: 'failed', message: 'ลองใหม่ภายหลัง' }) : Promise.resolve()));
    actor.send({ type: 'register' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', messageKey: 'arrivalReminder.toast.failed', message: 'ลองใหม่ภายหลัง' }]);
    fail = false;
    actor.send({ type: 'register' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(sent).toHaveLength(2);
  });

  it('login.changed lets a shopper who logged in meanwhile register', async () => {
    const { actor, sent } = start(false, async () => {});
    actor.send({ type: 'login.changed', isLogin: true });
    actor.send({ type: 'register' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(sent).toHaveLength(1);
  });

  it('starts registered when the product already has a reminder', () => {
    const actor = createActor(arrivalReminderMachine, {
      input: { tid: '1', isLogin: true },
      snapshot: registeredArrivalReminder(arrivalReminderMachine, { tid: '1', isLogin: true }),
    });
    actor.start();
    expect(actor.getSnapshot().matches('registered')).toBe(true);
  });
});
