import { assign, fromPromise, raise, setup } from 'xstate';
import { firstLoadRecords } from './clickStatistics';
import type { FirstLoad, TrackRecord, TrackedPage } from './tracking.types';

/** spec §9: tracking is sent in batches of 20 or every 10 s. */
export const TRACKING_BATCH_SIZE = 20;
export const TRACKING_FLUSH_INTERVAL_MS = 10_000;
/** The most records kept while sending fails; the oldest are dropped beyond it. */
export const TRACKING_MAX_QUEUE = 200;

export interface TrackingInput {
  /** spec §7: the first load's 000-1 and 022-{method} events, queued at once. */
  readonly firstLoad?: FirstLoad;
  readonly batchSize?: number;
  readonly maxQueue?: number;
}

/** The page being viewed, and the foreground time counted so far. */
export interface PageViewState extends TrackedPage {
  /** When the current foreground stretch began (enter or resume). */
  readonly since: number;
}

export interface TrackingContext {
  readonly batchSize: number;
  readonly maxQueue: number;
  /** Waiting to be sent, oldest first. */
  readonly queue: readonly TrackRecord[];
  /** The batch being sent. */
  readonly inFlight: readonly TrackRecord[];
  /** How many records were sent since start. */
  readonly sent: number;
  /** How many records were dropped because the queue was full. */
  readonly dropped: number;
  /** How many batches failed (they are sent again). */
  readonly failedBatches: number;
  readonly page: PageViewState | null;
  /** How many pages were entered (the first is the load, the others route changes). */
  readonly pagesViewed: number;
}

export type TrackingEvent =
  | { readonly type: 'track'; readonly record: TrackRecord }
  | { readonly type: 'page.enter'; readonly page: string; readonly page_url: string; readonly at: number }
  | { readonly type: 'page.leave'; readonly at: number }
  | { readonly type: 'page.hidden'; readonly at: number }
  | { readonly type: 'page.visible'; readonly at: number }
  | { readonly type: 'flush' };

/** The sendBatch actor's answer: how many records of the batch the backend took. */
export interface SendBatchOutput {
  readonly sent: number;
}

function enqueue(context: TrackingContext, ...records: TrackRecord[]): Pick<TrackingContext, 'queue' | 'dropped'> {
  const queue = [...context.queue, ...records];
  const over = Math.max(queue.length - context.maxQueue, 0);
  return { queue: queue.slice(over), dropped: context.dropped + over };
}

function leaveRecord(page: PageViewState, at: number, cause: 'route' | 'background' | 'unload'): TrackRecord {
  return {
    kind: 'pageView',
    phase: 'leave',
    cause,
    page: page.page,
    page_url: page.page_url,
    at,
    visible_ms: Math.max(at - page.since, 0),
  };
}

function enterRecord(page: TrackedPage, at: number, cause: 'load' | 'route' | 'foreground'): TrackRecord {
  return { kind: 'pageView', phase: 'enter', cause, page: page.page, page_url: page.page_url, at };
}

/**
 * The tracking of spec §4, §7 and §9 as one actor, in two regions:
 * - `pageView` records enter and leave: `page.enter` (load or route change; a new page also leaves
 *   the old one), `page.hidden` leaves to the background (and flushes, the tab may be killed),
 *   `page.visible` resumes in the foreground, `page.leave` (page hide) leaves for good. Entering the
 *   page already viewed is ignored (StrictMode effects run twice).
 * - `delivery` sends the queue through `sendBatch` in batches of 20, or whatever waits after 10 s;
 *   a failed batch goes back to the front of the queue and waits a round (`backoff`).
 * Clicks and impressions arrive as `track` records (payloads of spec §7). Times come on the events.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
    tags: {} as 'busy',
  },
  actors: {
    sendBatch: fromPromise<SendBatchOutput, { readonly records: readonly TrackRecord[] }>(async () => {
      throw new Error('tracking: provide sendBatch');
    }),
  },
  delays: {
    flushInterval: TRACKING_FLUSH_INTERVAL_MS,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    batchFull: ({ context }) => context.queue.length >= context.batchSize,
    samePage: ({ context, event }) =>
      event.type === 'page.enter' && context.page !== null && context.page.page_url === event.page_url && context.page.page === event.page,
  },
}).createMachine({
  id: 'tracking',
  type: 'parallel',
  context: ({ input }) => ({
    batchSize: input.batchSize ?? TRACKING_BATCH_SIZE,
    maxQueue: input.maxQueue ?? TRACKING_MAX_QUEUE,
    queue: input.firstLoad ? firstLoadRecords(input.firstLoad) : [],
    inFlight: [],
    sent: 0,
    dropped: 0,
    failedBatches: 0,
    page: null,
    pagesViewed: 0,
  }),
  on: {
    track: { actions: assign(({ context, event }) => enqueue(context, event.record)) },
  },
  states: {
    pageView: {
      initial: 'none',
      states: {
        none: {
          on: {
            'page.enter': {
              target: 'visible',
              actions: assign(({ context, event }) => ({
                ...enqueue(context, enterRecord(event, event.at, context.pagesViewed === 0 ? 'load' : 'route')),
                page: { page: event.page, page_url: event.page_url, since: event.at },
                pagesViewed: context.pagesViewed + 1,
              })),
            },
          },
        },
        visible: {
          on: {
            'page.enter': [
              // The page already viewed (a StrictMode effect running twice): nothing to record.
              { guard: 'samePage' },
              {
                target: 'visible',
                reenter: true,
                actions: assign(({ context, event }) => ({
                  ...enqueue(
                    context,
                    ...(context.page ? [leaveRecord(context.page, event.at, 'route')] : []),
                    enterRecord(event, event.at, 'route'),
                  ),
                  page: { page: event.page, page_url: event.page_url, since: event.at },
                  pagesViewed: context.pagesViewed + 1,
                })),
              },
            ],
            'page.hidden': {
              target: 'background',
              actions: [
                assign(({ context, event }) => (context.page ? enqueue(context, leaveRecord(context.page, event.at, 'background')) : {})),
                raise({ type: 'flush' }),
              ],
            },
            'page.leave': {
              target: 'none',
              actions: [
                assign(({ context, event }) => ({
                  ...(context.page ? enqueue(context, leaveRecord(context.page, event.at, 'unload')) : {}),
                  page: null,
                })),
                raise({ type: 'flush' }),
              ],
            },
          },
        },
        background: {
          on: {
            'page.visible': {
              target: 'visible',
              actions: assign(({ context, event }) =>
                context.page
                  ? { ...enqueue(context, enterRecord(context.page, event.at, 'foreground')), page: { ...context.page, since: event.at } }
                  : {},
              ),
            },
            'page.enter': {
              target: 'visible',
              actions: assign(({ context, event }) => ({
                ...enqueue(context, enterRecord(event, event.at, 'route')),
                page: { page: event.page, page_url: event.page_url, since: event.at },
                pagesViewed: context.pagesViewed + 1,
              })),
            },
            // Already left (to the background); leaving for good only forgets the page.
            'page.leave': { target: 'none', actions: assign({ page: null }) },
          },
        },
      },
    },
    delivery: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueued', target: 'waiting' },
        },
        waiting: {
          always: { guard: 'batchFull', target: 'sending' },
          after: { flushInterval: { target: 'sending' } },
          on: { flush: { target: 'sending' } },
        },
        sending: {
          tags: 'busy',
          entry: assign(({ context }) => ({
            inFlight: context.queue.slice(0, context.batchSize),
            queue: context.queue.slice(context.batchSize),
          })),
          invoke: {
            id: 'sendBatch',
            src: 'sendBatch',
            input: ({ context }) => ({ records: context.inFlight }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({ sent: context.sent + context.inFlight.length, inFlight: [] })),
            },
            onError: {
              target: 'backoff',
              actions: assign(({ context }) => {
                const queue = [...context.inFlight, ...context.queue];
                const over = Math.max(queue.length - context.maxQueue, 0);
                return {
                  // The failed batch goes back to the front; beyond the cap the oldest go.
                  queue: queue.slice(over),
                  dropped: context.dropped + over,
                  inFlight: [],
                  failedBatches: context.failedBatches + 1,
                };
              }),
            },
          },
        },
        // After a failed batch: wait a round before sending again (no hot loop while offline).
        backoff: {
          after: { flushInterval: { target: 'sending' } },
          on: { flush: { target: 'sending' } },
        },
      },
    },
  },
});
