import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createClient } from '../../api';
import { fakeFetch, json } from '../../api/testing/fakeFetch';
import { arrivalReminderMachine } from './arrivalReminder.machine';

const ORIGIN = 'https://shop.example';

/** The machine with its real effects over a fake backend; the actors module is loaded afresh each time. */
async function start(answer: Parameters<typeof fakeFetch>[0]) {
  const { createArrivalReminderActors } = await import('./arrivalReminder.actors');
  const fake = fakeFetch(answer);
  const client = createClient({ baseUrl: '', origin: ORIGIN, fetch: fake.fetch });
  const actor = createActor(arrivalReminderMachine.provide({ actors: createArrivalReminderActors(client) }), {
    input: { tid: '1001', isLogin: true, returnTo: '/m/koko/tint-1001.html' },
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls: fake.calls, emitted };
}

afterEach(() => {
  vi.doUnmock('../../api/endpoints/product');
  vi.resetModules();
});

describe('the arrival reminder’s effects', () => {
  it('load the endpoint with the first call and register the reminder (spec §7: action, tid)', async () => {
    const { actor, calls } = await start(() => json({ errcode: 0, data: { reminder_set: 1 } }));
    actor.send({ type: 'register' });
    await waitFor(actor, (snapshot) => snapshot.matches('registered'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/m_api/team/arrival_reminder.php');
    expect(calls[0]?.body ?? calls[0]?.url).toMatch(/action=add/);
    expect(calls[0]?.body ?? calls[0]?.url).toMatch(/tid=1001/);
  });

  it('fail the call, with the failure toast and no request, when the endpoint’s file cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('../../api/endpoints/product', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { actor, calls, emitted } = await start(() => json({ errcode: 0, data: { reminder_set: 1 } }));
    actor.send({ type: 'register' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls).toEqual([]);
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', messageKey: 'arrivalReminder.toast.failed' }]);
  });
});
