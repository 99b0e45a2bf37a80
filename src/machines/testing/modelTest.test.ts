import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { expectFullCoverage, runModelTest } from './modelTest';

/** A small flow with every kind of transition the harness must cover. */
const sample = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'submit'; code: string } | { type: 'cancel' },
    input: {} as { tries: number },
  },
  actors: {
    check: fromPromise<{ ok: boolean }, { code: string }>(async () => {
      throw new Error('sample: provide check');
    }),
  },
  guards: {
    short: ({ event }) => event.type === 'submit' && event.code.length < 4,
    accepted: (_, params: { ok: boolean }) => params.ok,
  },
  delays: { cooldown: 2_000 },
}).createMachine({
  id: 'sample',
  context: ({ input }) => ({ tries: input.tries }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: [{ guard: 'short', target: 'rejected' }, { target: 'checking' }],
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: () => ({ code: 'x' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'done' },
          { target: 'rejected', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
        ],
        onError: 'failed',
      },
      on: { cancel: 'idle' },
    },
    rejected: { after: { cooldown: 'idle' } },
    failed: { always: 'idle' },
    done: { type: 'final' },
  },
});

const allEvents = [
  { type: 'submit', code: '12' },
  { type: 'submit', code: '123456' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.check', output: { ok: true } },
  { type: 'xstate.done.actor.check', output: { ok: false } },
  { type: 'xstate.error.actor.check', error: new Error('offline') },
] as const;

describe('runModelTest', () => {
  it('covers guards, onDone branches, onError, after and always when the events allow it', async () => {
    const coverage = await runModelTest({
      machine: sample,
      input: { tries: 0 },
      events: allEvents,
      serialize: (s) => s.value,
    });
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states).toEqual({ covered: 5, total: 5, missing: [] });
    expect(() => expectFullCoverage(coverage)).not.toThrow();
  });

  it('names the transitions and states a walk left out', async () => {
    const coverage = await runModelTest({
      machine: sample,
      input: { tries: 0 },
      events: allEvents.filter((e) => e.type !== 'xstate.error.actor.check' && e.type !== 'cancel'),
      serialize: (s) => s.value,
    });
    expect(coverage.transitions.missing).toEqual(
      expect.arrayContaining([
        expect.stringContaining('sample.checking --xstate.error.actor.check'),
        expect.stringContaining('sample.checking --cancel'),
        expect.stringContaining('sample.failed --always'),
      ]),
    );
    expect(coverage.states.missing).toEqual(['sample.failed']);
    expect(() => expectFullCoverage(coverage)).toThrow(/not covered/);
  });

  it('covers an always transition taken while the actor starts', async () => {
    const eager = setup({ types: { input: {} as { ready: boolean } } }).createMachine({
      id: 'eager',
      context: ({ input }) => input,
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: ({ context }) => context.ready, target: 'ready' }, { target: 'waiting' }] },
        waiting: {},
        ready: {},
      },
    });
    const ready = await runModelTest({ machine: eager, input: { ready: true }, events: [] });
    expect(ready.states.missing).toEqual(['eager.waiting']);
    expect(ready.transitions.missing).toEqual([expect.stringContaining('eager.deciding --always#1')]);
  });

  it('fails when the replayed actor does not reach the walked state', async () => {
    // A machine whose actor implementation differs between walk and replay cannot exist, so a
    // mismatch is provoked through a delay the walk takes but the replay's clock does not fire.
    const racy = sample.provide({ delays: { cooldown: () => Number.NaN } });
    await expect(
      runModelTest({ machine: racy, input: { tries: 0 }, events: [{ type: 'submit', code: '1' }], serialize: (s) => s.value }),
    ).rejects.toThrow(/reached "rejected", the walk expected "idle"/);
  });
});
