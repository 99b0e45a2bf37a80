import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, emit, setup } from 'xstate';
import { createDeferredActor, type DeferredActorOptions } from './deferredActor';

/** A counter that emits `reached` when it gets to its goal. */
const counterMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'add'; by: number },
    emitted: {} as { type: 'reached'; count: number },
  },
}).createMachine({
  context: { count: 0 },
  on: {
    add: {
      actions: [
        assign({ count: ({ context, event }) => context.count + event.by }),
        emit(({ context }) => ({ type: 'reached' as const, count: context.count })),
      ],
    },
  },
});

type Snapshot = { readonly context: { count: number } };

function deferredCounter(options?: DeferredActorOptions) {
  let resolveLoad: (() => void) | undefined;
  let rejectLoad: ((error: Error) => void) | undefined;
  const created = vi.fn();
  const load = vi.fn(
    () =>
      new Promise<() => ReturnType<typeof createActor<typeof counterMachine>>>((resolve, reject) => {
        resolveLoad = () =>
          resolve(() => {
            created();
            return createActor(counterMachine).start();
          });
        rejectLoad = reject;
      }),
  );
  const actor = createDeferredActor<Snapshot, { type: 'add'; by: number }, { type: 'reached'; count: number }>(
    { context: { count: 0 } },
    load,
    options,
  );
  return { actor, load, created, arrive: () => resolveLoad?.(), fail: () => rejectLoad?.(new Error('Failed to fetch dynamically imported module')) };
}

/** A `nextTask` whose tasks run when the test says: `run()` ends the current task and runs the next. */
function manualTasks() {
  const waiting: Array<() => void> = [];
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    pending: () => waiting.length,
    async run() {
      await settle();
      waiting.shift()?.();
      await settle();
    },
  };
}

describe('createDeferredActor', () => {
  it('reads as its initial snapshot and loads nothing before start', () => {
    const { actor, load } = deferredCounter();
    actor.send({ type: 'add', by: 1 });
    expect(actor.getSnapshot().context.count).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the events sent while loading to the actor, in order, and tells subscribers and listeners', async () => {
    const { actor, load, arrive } = deferredCounter();
    const seen: number[] = [];
    const reached: number[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.count));
    actor.on('reached', (event) => reached.push(event.count));
    const started = actor.start();
    actor.send({ type: 'add', by: 2 });
    actor.send({ type: 'add', by: 3 });
    expect(actor.getSnapshot().context.count).toBe(0);
    arrive();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.count).toBe(5);
    expect(reached).toEqual([2, 5]);
    expect(seen.at(-1)).toBe(5);
    actor.send({ type: 'add', by: 1 });
    expect(actor.getSnapshot().context.count).toBe(6);
    expect(reached).toEqual([2, 5, 6]);
  });

  it('keeps its initial snapshot, and tells no one, while the loaded actor has not changed', async () => {
    const { actor, arrive } = deferredCounter();
    const initial = actor.getSnapshot();
    const changed = vi.fn();
    actor.subscribe(changed);
    const started = actor.start();
    arrive();
    await started;
    expect(actor.getSnapshot()).toBe(initial);
    expect(changed).not.toHaveBeenCalled();
    actor.send({ type: 'add', by: 1 });
    expect(actor.getSnapshot().context.count).toBe(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('stops hearing a listener or subscriber that unsubscribed', async () => {
    const { actor, arrive } = deferredCounter();
    const reached = vi.fn();
    const changed = vi.fn();
    actor.on('reached', reached).unsubscribe();
    actor.subscribe(changed).unsubscribe();
    const started = actor.start();
    arrive();
    await started;
    actor.send({ type: 'add', by: 1 });
    expect(reached).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });

  it('drops a load that finishes after stop, and keeps the events for the next start', async () => {
    const { actor, load, arrive } = deferredCounter();
    const first = actor.start();
    actor.send({ type: 'add', by: 4 });
    actor.stop();
    arrive();
    await first;
    expect(actor.getSnapshot().context.count).toBe(0);
    const second = actor.start();
    arrive();
    await second;
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.count).toBe(4);
  });

  it('after a failed load, keeps the events and tries again with the next event', async () => {
    const { actor, load, arrive, fail } = deferredCounter();
    const first = actor.start();
    actor.send({ type: 'add', by: 1 });
    fail();
    await expect(first).rejects.toThrow(/dynamically imported module/);
    expect(actor.getSnapshot().context.count).toBe(0);
    actor.send({ type: 'add', by: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    arrive();
    await vi.waitFor(() => expect(actor.getSnapshot().context.count).toBe(3));
  });

  describe('with nextTask', () => {
    const add = (by: number) => ({ type: 'add' as const, by });

    it('creates the actor in a task of its own, then hands over the waiting events a few to a task, in order', async () => {
      const tasks = manualTasks();
      const { actor, created, arrive } = deferredCounter({ nextTask: tasks.nextTask, eventsPerTask: 2 });
      const reached: number[] = [];
      actor.on('reached', (event) => reached.push(event.count));
      let started = false;
      void actor.start().then(() => (started = true));
      for (const by of [1, 2, 3, 4, 5]) actor.send(add(by));
      arrive();
      await tasks.run();
      expect(created).toHaveBeenCalledTimes(1);
      expect(reached).toEqual([]);
      await tasks.run();
      expect(reached).toEqual([1, 3]);
      // Sent while the others are handed over: it waits behind them.
      actor.send(add(10));
      expect(reached).toEqual([1, 3]);
      await tasks.run();
      expect(reached).toEqual([1, 3, 6, 10]);
      expect(started).toBe(false);
      await tasks.run();
      expect(reached).toEqual([1, 3, 6, 10, 15, 25]);
      expect(started).toBe(true);
      expect(tasks.pending()).toBe(0);
      // Once they all are, an event goes straight to the actor.
      actor.send(add(1));
      expect(reached.at(-1)).toBe(26);
      expect(actor.getSnapshot().context.count).toBe(26);
    });

    it('keeps the events not yet handed over when stopped, for the next start', async () => {
      const tasks = manualTasks();
      const { actor, created, arrive } = deferredCounter({ nextTask: tasks.nextTask, eventsPerTask: 1 });
      void actor.start();
      for (const by of [1, 2, 3]) actor.send(add(by));
      arrive();
      await tasks.run();
      await tasks.run();
      expect(actor.getSnapshot().context.count).toBe(1);
      actor.stop();
      await tasks.run();
      expect(actor.getSnapshot().context.count).toBe(0);
      void actor.start();
      arrive();
      for (let task = 0; task < 3; task += 1) await tasks.run();
      expect(created).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().context.count).toBe(5);
    });

    it('drops a load that arrives after stop', async () => {
      const tasks = manualTasks();
      const { actor, created, arrive } = deferredCounter({ nextTask: tasks.nextTask });
      void actor.start();
      actor.send(add(1));
      arrive();
      await Promise.resolve();
      actor.stop();
      await tasks.run();
      expect(created).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.count).toBe(0);
    });
  });
});
