import { assign, emit, fromPromise, setup } from 'xstate';

/** spec §9: a failed chunk load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadInput {
  /** The guard between two automatic reloads; spec §9's 60 s unless told. */
  readonly guardMs?: number;
}

export interface ChunkReloadContext {
  readonly guardMs: number;
  /** When the failure being handled happened (ms since the epoch, from the adapter's clock). */
  readonly failedAt: number | null;
  /** The last reload this tab made, as the storage actor read it. */
  readonly lastReloadAt: number | null;
}

export type ChunkReloadEvent =
  | { readonly type: 'chunk.failed'; readonly at: number }
  | { readonly type: 'retry'; readonly at: number };

export type ChunkReloadEmitted = { readonly type: 'reload' };

/**
 * spec §8 and §9: a failed chunk load reloads the page (emitted `reload`), at most once per 60 s.
 * The time of the last reload lives outside (session storage): `readLastReload` reads it,
 * `writeLastReload` stores it before the reload. Inside the guard, or when the storage fails (a
 * reload loop is worse than an error), the shopper sees an error with a retry, which reloads on
 * their say-so. Times arrive on the events; the machine reads no clock.
 */
export const chunkReloadMachine = setup({
  types: {
    context: {} as ChunkReloadContext,
    events: {} as ChunkReloadEvent,
    input: {} as ChunkReloadInput,
    emitted: {} as ChunkReloadEmitted,
    tags: {} as 'busy',
  },
  actors: {
    readLastReload: fromPromise<number | null>(async () => {
      throw new Error('chunkReload: provide readLastReload');
    }),
    writeLastReload: fromPromise<void, { readonly at: number }>(async () => {
      throw new Error('chunkReload: provide writeLastReload');
    }),
  },
  guards: {
    reloadedRecently: ({ context }, lastReloadAt: number | null) =>
      lastReloadAt !== null && context.failedAt !== null && context.failedAt - lastReloadAt < context.guardMs,
  },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ guardMs: input.guardMs ?? CHUNK_RELOAD_GUARD_MS, failedAt: null, lastReloadAt: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'chunk.failed': { target: 'checking', actions: assign({ failedAt: ({ event }) => event.at }) } },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'readLastReload',
        src: 'readLastReload',
        onDone: [
          {
            guard: { type: 'reloadedRecently', params: ({ event }) => event.output },
            target: 'blocked',
            actions: assign({ lastReloadAt: ({ event }) => event.output }),
          },
          { target: 'reloading', actions: assign({ lastReloadAt: ({ event }) => event.output }) },
        ],
        onError: { target: 'blocked' },
      },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'writeLastReload',
        src: 'writeLastReload',
        input: ({ context }) => ({ at: context.failedAt ?? 0 }),
        onDone: { target: 'reloaded' },
        onError: { target: 'blocked' },
      },
    },
    reloaded: {
      tags: 'busy',
      type: 'final',
      entry: emit({ type: 'reload' }),
    },
    blocked: {
      on: { retry: { target: 'reloading', actions: assign({ failedAt: ({ event }) => event.at }) } },
    },
  },
});
