import { it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../machines/testing/modelTest';
import { impressionMachine } from './impression.machine';
import { trackingMachine } from './tracking.machine';

const click = { kind: 'click', payload: { action: 'click', module_id: '7', related_id: '1001', related_type: 'team' } } as const;

it('tracking: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: trackingMachine,
    // A batch of 2 and a queue of 3 keep the graph small; the rules are the same as 20 and 200.
    input: { batchSize: 2, maxQueue: 3 },
    events: [
      { type: 'track', record: click },
      { type: 'page.enter', page: 'home', page_url: '/m', at: 1_000 },
      { type: 'page.enter', page: 'cart', page_url: '/m/shop_cart.php', at: 2_000 },
      { type: 'page.hidden', at: 3_000 },
      { type: 'page.visible', at: 4_000 },
      { type: 'page.leave', at: 5_000 },
      { type: 'flush' },
      { type: 'xstate.done.actor.sendBatch', output: { sent: 2 } },
      { type: 'xstate.error.actor.sendBatch', error: new Error('offline') },
    ],
    serialize: (snapshot) => ({
      value: snapshot.value,
      // Only "none, some, a full batch" of the queue steers the machine.
      queued: Math.min(snapshot.context.queue.length, snapshot.context.batchSize),
      page: snapshot.context.page?.page ?? null,
    }),
  });
  expectFullCoverage(coverage);
}, 30_000);

it('impression: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: impressionMachine,
    input: { payload: { action: 'impression', module_id: '7', related_id: '1001', related_type: 'team' } },
    events: [
      { type: 'intersect', ratio: 0.5 },
      { type: 'intersect', ratio: 0.1 },
    ],
  });
  expectFullCoverage(coverage);
});
