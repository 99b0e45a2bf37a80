import { emit, not, setup } from 'xstate';
import type { ClickStatistics } from './tracking.types';

/** spec §9: an impression counts after 1 s at 20% visibility. */
export const IMPRESSION_MIN_RATIO = 0.2;
export const IMPRESSION_DWELL_MS = 1_000;

export interface ImpressionInput {
  /** The statistic to record once the element was seen (spec §7 payload). */
  readonly payload: ClickStatistics;
}

export interface ImpressionContext {
  readonly payload: ClickStatistics;
}

/** From the IntersectionObserver adapter: how much of the element is in view (0..1). */
export type ImpressionEvent = { readonly type: 'intersect'; readonly ratio: number };

export type ImpressionEmitted = { readonly type: 'impression'; readonly payload: ClickStatistics };

/**
 * One element's impression: once at least 20% of it is in view for 1 s without a break, it emits
 * `impression` (once) with its payload and is done. Dropping under 20% before the second is up
 * starts the wait again. The observer is an adapter outside; the machine only keeps the time.
 */
export const impressionMachine = setup({
  types: {
    context: {} as ImpressionContext,
    events: {} as ImpressionEvent,
    input: {} as ImpressionInput,
    emitted: {} as ImpressionEmitted,
  },
  delays: {
    impressionDwell: IMPRESSION_DWELL_MS,
  },
  guards: {
    visibleEnough: ({ event }) => event.ratio >= IMPRESSION_MIN_RATIO,
  },
}).createMachine({
  id: 'impression',
  context: ({ input }) => ({ payload: input.payload }),
  initial: 'outOfView',
  states: {
    outOfView: {
      on: { intersect: { guard: 'visibleEnough', target: 'inView' } },
    },
    inView: {
      after: { impressionDwell: { target: 'seen' } },
      on: { intersect: { guard: not('visibleEnough'), target: 'outOfView' } },
    },
    seen: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'impression' as const, payload: context.payload })),
    },
  },
});
