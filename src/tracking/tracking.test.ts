import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { clickStatistics, firstLoadRecords } from './clickStatistics';
import { impressionMachine } from './impression.machine';
import { trackingMachine, type SendBatchOutput } from './tracking.machine';
import type { TrackRecord } from './tracking.types';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const click = (id: string): TrackRecord => ({ kind: 'click', payload: { action: 'click', related_id: id } });

function start(options: { fail?: boolean; input?: Parameters<typeof createActor<typeof trackingMachine>>[1] } = {}) {
  const batches: TrackRecord[][] = [];
  const clock = new SimulatedClock();
  const logic = trackingMachine.provide({
    actors: {
      sendBatch: fromPromise<SendBatchOutput, { readonly records: readonly TrackRecord[] }>(async ({ input }) => {
        batches.push([...input.records]);
        if (options.fail) throw new Error('offline');
        return { sent: input.records.length };
      }),
    },
  });
  const actor = createActor(logic, { clock, input: {}, ...options.input });
  actor.start();
  return { actor, batches, clock };
}

describe('tracking machine', () => {
  it('sends a batch as soon as 20 records wait', async () => {
    const { actor, batches } = start();
    for (let i = 0; i < 25; i += 1) actor.send({ type: 'track', record: click(String(i)) });
    await flush();
    expect(batches[0]).toHaveLength(20);
    expect(actor.getSnapshot().context.queue).toHaveLength(5);
    expect(actor.getSnapshot().context.sent).toBe(20);
  });

  it('sends what waits after 10 s', async () => {
    const { actor, batches, clock } = start();
    actor.send({ type: 'track', record: click('1') });
    clock.increment(9_999);
    await flush();
    expect(batches).toHaveLength(0);
    clock.increment(1);
    await flush();
    expect(batches).toEqual([[click('1')]]);
  });

  it('queues the first load 000-1 (page_url, page) and 022-{method}', () => {
    const { actor } = start({ input: { input: { firstLoad: { page: 'home', page_url: '/m', method: 'navigate' } } } });
    expect(actor.getSnapshot().context.queue).toEqual([
      { kind: 'event', event_type: '000-1', page_url: '/m', page: 'home' },
      { kind: 'event', event_type: '022-navigate' },
    ]);
  });

  it('records enter and leave with background and foreground resume, flushing on background', async () => {
    const { actor, batches } = start();
    actor.send({ type: 'page.enter', page: 'home', page_url: '/m', at: 1_000 });
    actor.send({ type: 'page.enter', page: 'home', page_url: '/m', at: 1_100 }); // StrictMode re-run: ignored
    actor.send({ type: 'page.hidden', at: 4_000 });
    await flush();
    actor.send({ type: 'page.visible', at: 9_000 });
    actor.send({ type: 'page.enter', page: 'cart', page_url: '/m/shop_cart.php', at: 10_000 });
    const records = [...batches.flat(), ...actor.getSnapshot().context.inFlight, ...actor.getSnapshot().context.queue];
    expect(records).toEqual([
      { kind: 'pageView', phase: 'enter', cause: 'load', page: 'home', page_url: '/m', at: 1_000 },
      { kind: 'pageView', phase: 'leave', cause: 'background', page: 'home', page_url: '/m', at: 4_000, visible_ms: 3_000 },
      { kind: 'pageView', phase: 'enter', cause: 'foreground', page: 'home', page_url: '/m', at: 9_000 },
      { kind: 'pageView', phase: 'leave', cause: 'route', page: 'home', page_url: '/m', at: 10_000, visible_ms: 1_000 },
      { kind: 'pageView', phase: 'enter', cause: 'route', page: 'cart', page_url: '/m/shop_cart.php', at: 10_000 },
    ]);
    expect(batches[0]).toHaveLength(2); // the background flush
  });

  it('keeps a failed batch at the front and tries again after a round, without a hot loop', async () => {
    const { actor, batches, clock } = start({ fail: true });
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'track', record: click(String(i)) });
    await flush();
    expect(batches).toHaveLength(1);
    expect(actor.getSnapshot().matches({ delivery: 'backoff' })).toBe(true);
    expect(actor.getSnapshot().context.queue[0]).toEqual(click('0'));
    clock.increment(10_000);
    await flush();
    expect(batches).toHaveLength(2);
  });

  it('drops the oldest records beyond the cap', () => {
    const { actor } = start({ input: { input: { maxQueue: 3, batchSize: 20 } } });
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'track', record: click(String(i)) });
    expect(actor.getSnapshot().context.queue).toEqual([click('2'), click('3'), click('4')]);
    expect(actor.getSnapshot().context.dropped).toBe(2);
  });
});

describe('impression machine', () => {
  function impression() {
    const clock = new SimulatedClock();
    const actor = createActor(impressionMachine, { clock, input: { payload: { action: 'impression', related_id: '1001' } } });
    const seen: unknown[] = [];
    actor.on('impression', (event) => seen.push(event.payload));
    actor.start();
    return { actor, clock, seen };
  }

  it('fires once after 1 s at 20% or more', () => {
    const { actor, clock, seen } = impression();
    actor.send({ type: 'intersect', ratio: 0.19 });
    clock.increment(2_000);
    expect(seen).toEqual([]);
    actor.send({ type: 'intersect', ratio: 0.2 });
    clock.increment(999);
    expect(seen).toEqual([]);
    clock.increment(1);
    expect(seen).toEqual([{ action: 'impression', related_id: '1001' }]);
    actor.send({ type: 'intersect', ratio: 1 });
    clock.increment(5_000);
    expect(seen).toHaveLength(1);
  });

  it('starts the second again when the element leaves the view', () => {
    const { actor, clock, seen } = impression();
    actor.send({ type: 'intersect', ratio: 0.5 });
    clock.increment(600);
    actor.send({ type: 'intersect', ratio: 0 });
    actor.send({ type: 'intersect', ratio: 0.5 });
    clock.increment(600);
    expect(seen).toEqual([]);
    clock.increment(400);
    expect(seen).toHaveLength(1);
  });
});

describe('click statistics payload', () => {
  it('keeps exactly the spec §7 fields', () => {
    const input = {
      action: 'click',
      module_type_id: '3',
      module_id: '12',
      related_id: '1001',
      related_type: 'team',
      refer_from: 'home',
      refer_from_id: '9',
      banner_id: '88',
      extra: 'dropped',
    };
    expect(clickStatistics(input)).toEqual({
      action: 'click',
      module_type_id: '3',
      module_id: '12',
      related_id: '1001',
      related_type: 'team',
      refer_from: 'home',
      refer_from_id: '9',
      banner_id: '88',
    });
  });

  it('refuses banner_id and special_id together', () => {
    const both = { action: 'click', banner_id: '1', special_id: '2' } as unknown as Parameters<typeof clickStatistics>[0];
    expect(() => clickStatistics(both)).toThrow();
  });

  it('first load records', () => {
    expect(firstLoadRecords({ page: 'brand', page_url: '/m/brand/koko', method: 'reload' })).toEqual([
      { kind: 'event', event_type: '000-1', page_url: '/m/brand/koko', page: 'brand' },
      { kind: 'event', event_type: '022-reload' },
    ]);
  });
});
